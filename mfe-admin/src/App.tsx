import { Route, Routes } from 'react-router-dom';
import { AdminComingSoon } from './pages/AdminComingSoon';

/** The admin area's routes (absolute paths; the shell picks this remote by /mfe-registry.json). */
export default function App() {
  return (
    <Routes>
      <Route path="/admin" element={<AdminComingSoon />} />
    </Routes>
  );
}
