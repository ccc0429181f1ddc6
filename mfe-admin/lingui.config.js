import { linguiConfig } from '@hp/shell-sdk/rspack/lingui';

// @hp/ui's account screens render in this area, so their texts are translated in this area's catalogue.
export default linguiConfig({ withUi: true });
