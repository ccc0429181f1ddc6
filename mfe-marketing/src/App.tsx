import { Route, Routes } from 'react-router-dom';
import { I18nArea } from './i18n';
import HomePage from './pages/HomePage';

/** The marketing area's routes (absolute: the shell mounts this under its own router), in the page's language. */
export default function App() {
  return (
    <I18nArea>
      <Routes>
        <Route path="/" element={<HomePage />} />
      </Routes>
    </I18nArea>
  );
}
