import { Route, Routes } from 'react-router-dom';
import HomePage from './pages/HomePage';

/** The marketing area's routes (absolute: the shell mounts this under its own router). */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
    </Routes>
  );
}
