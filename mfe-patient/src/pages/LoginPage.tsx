import { Role, UserLoginRequestSchema } from '@hp/contracts';
import { LoginScreen } from '@hp/ui';
import { loginUser } from '../api/accounts';

/** /userlog: patient login. */
export default function LoginPage() {
  return (
    <LoginScreen
      role={Role.User}
      title="Patient Login"
      subtitle="Log in to book consultations and manage your care."
      schema={UserLoginRequestSchema}
      login={loginUser}
      paths={{ login: '/userlog', afterLogin: '/clinicmain', forgotPassword: '/user/forgot-password' }}
      signUp={{ prompt: "Don't have an account?", label: 'Sign up', to: '/userreg' }}
      alreadyLoggedIn={{ to: '/clinicmain', label: 'Go to Clinic Services' }}
    />
  );
}
