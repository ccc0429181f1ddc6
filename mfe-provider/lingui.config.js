import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { linguiConfig } from '@hp/shell-sdk/rspack/lingui';

// @hp/ui's account screens render in this area, so their texts are translated in this area's catalogue.
const uiSources = path.dirname(fileURLToPath(import.meta.resolve('@hp/ui')));

export default linguiConfig({ include: [uiSources] });
