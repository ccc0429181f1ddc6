import { RemoteRoutes } from '@hp/shell-sdk';
import { I18nArea } from './i18n';
import { pages } from './pages';

/** The marketing area's root: its declared pages (src/pages.ts), in the page's language. */
export default function App() {
  return <RemoteRoutes pages={pages} I18nArea={I18nArea} />;
}
