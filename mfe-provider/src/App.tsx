import { Route, Routes } from 'react-router-dom';
import { ClinicLoginComingSoon } from './pages/ClinicLoginComingSoon';

/** The provider area's routes (absolute paths; the shell picks this remote by /mfe-registry.json). */
export default function App() {
  return (
    <Routes>
      {/* Route matching ignores case, so this also serves the spec's /clinicLog spelling. */}
      <Route path="/cliniclog" element={<ClinicLoginComingSoon />} />
    </Routes>
  );
}
