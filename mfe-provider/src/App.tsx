import { LibraryLayout } from '@hp/shell-sdk';
import { Route, Routes } from 'react-router-dom';
import { ClinicLoginComingSoon } from './pages/ClinicLoginComingSoon';

/**
 * The provider area's routes (absolute paths; the shell picks this remote by /mfe-registry.json). Its pages use the
 * component library, which LibraryLayout loads before showing them.
 */
export default function App() {
  return (
    <Routes>
      <Route element={<LibraryLayout />}>
        {/* Route matching ignores case, so this also serves the spec's /clinicLog spelling. */}
        <Route path="/cliniclog" element={<ClinicLoginComingSoon />} />
      </Route>
    </Routes>
  );
}
