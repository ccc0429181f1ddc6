import { useLingui } from '@lingui/react';
import { Role, UserLoginRequestSchema } from '@hp/contracts';
import { LoginScreen } from '@hp/ui';
import { loginUser } from '../api/accounts';

/** /userlog: patient login. */
export default function LoginPage() {
  const { i18n } = useLingui();
  return (
    <LoginScreen
      role={Role.User}
      title={i18n._('Patient Login')}
      subtitle={i18n._('Log in to book consultations and manage your care.')}
      schema={UserLoginRequestSchema}
      login={loginUser}
      paths={{ login: '/userlog', afterLogin: '/clinicmain', forgotPassword: '/user/forgot-password' }}
      signUp={{ prompt: i18n._("Don't have an account?"), label: i18n._('Sign up'), to: '/userreg' }}
      alreadyLoggedIn={{ to: '/clinicmain', label: i18n._('Go to Clinic Services') }}
    />
  );
}
