import { Route, Routes } from 'react-router-dom';
import { Role } from '@hp/contracts';
import { LibraryLayout, RequireRole } from '@hp/shell-sdk';
import ForgotPasswordPage from './pages/ForgotPasswordPage';
import HealthServicesPage from './pages/HealthServicesPage';
import LoginPage from './pages/LoginPage';
import RegisterPage from './pages/RegisterPage';

/**
 * The patient area's routes (absolute: the shell mounts this under its own router). Every page uses the component
 * library, which LibraryLayout loads (shared, with its theme and styles) before showing them.
 */
export default function App() {
  return (
    <Routes>
      <Route element={<LibraryLayout />}>
        <Route path="/userlog" element={<LoginPage />} />
        <Route path="/userreg" element={<RegisterPage />} />
        <Route path="/user/forgot-password" element={<ForgotPasswordPage />} />
        <Route
          path="/clinicmain"
          element={
            <RequireRole roles={[Role.User]}>
              <HealthServicesPage />
            </RequireRole>
          }
        />
      </Route>
    </Routes>
  );
}
