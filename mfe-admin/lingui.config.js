import { linguiConfig } from '@hp/shell-sdk/rspack/lingui';

export default linguiConfig();
