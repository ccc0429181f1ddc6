import { linguiConfig } from '@hp/shell-sdk/rspack/lingui';

// The shell renders the SDK's shared screens (the 404 page) in its own area.
export default linguiConfig({ include: ['<rootDir>/sdk/src/ui'] });
