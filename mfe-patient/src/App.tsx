import { Route, Routes } from 'react-router-dom';

export default function App() {
  return (
    <Routes>
      <Route path="/userlog" element={<h1>Login</h1>} />
      <Route path="/userreg" element={<h1>Register</h1>} />
      <Route path="/user/forgot-password" element={<h1>Forgot password</h1>} />
      <Route path="/clinicmain" element={<h1>Health Services</h1>} />
    </Routes>
  );
}
