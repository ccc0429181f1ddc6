import { linguiConfig } from '@hp/shell-sdk/rspack/lingui';

// Home's feedback form renders @hp/ui's EmailField, so @hp/ui's texts are translated in this area's catalogue too.
export default linguiConfig({ withUi: true });
