import { Route, Routes } from 'react-router-dom';

export default function App() {
  return (
    <Routes>
      <Route path="/" element={<h1>Quality Healthcare Made Affordable</h1>} />
    </Routes>
  );
}
