import { LibraryLayout } from '@hp/shell-sdk';
import { Route, Routes } from 'react-router-dom';
import { AdminComingSoon } from './pages/AdminComingSoon';

/**
 * The admin area's routes (absolute paths; the shell picks this remote by /mfe-registry.json). Its pages use the
 * component library, which LibraryLayout loads before showing them.
 */
export default function App() {
  return (
    <Routes>
      <Route element={<LibraryLayout />}>
        <Route path="/admin" element={<AdminComingSoon />} />
      </Route>
    </Routes>
  );
}
