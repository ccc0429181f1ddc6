import { useLingui } from '@lingui/react';
import { ApiError, useSession, type LoginAnswer } from '@hp/shell-sdk';
import { ProviderLoginRequestSchema, Role, type EntityType } from '@hp/contracts';
import { LoginScreen, loginFailure, markedText, type LoginFailure } from '@hp/ui';
import { loginProvider } from '../api/accounts';

/** A provider's start page: a clinic's dashboard, or the approved pharmacy's or lab's page. */
export const startPageOf = (entityType: EntityType | undefined) =>
  entityType === 'clinic' ? '/clinicdash' : '/entitydash';

/** Where an approved provider goes; the gateway answers 403 for any other (see `providerLoginFailure`). */
const afterLogin = (session: LoginAnswer) =>
  'entityType' in session && session.status === 'approved'
    ? startPageOf(session.entityType)
    : '/pending-approval';

/**
 * The spec's outcomes of a refused provider login: waiting for approval (403) goes to /pending-approval with the
 * spec's toast; a rejected registration says so on the page, where the provider can read it; the rest is
 * 'Login Failed' with the server's message.
 */
export function providerLoginFailure(error: unknown): LoginFailure {
  if (error instanceof ApiError && error.code === 'AUTH.ACCOUNT_PENDING_APPROVAL') {
    return {
      title: markedText(/*i18n*/ { id: 'Account Pending Approval' }),
      message: markedText(/*i18n*/ { id: 'Your account is waiting for admin approval.' }),
      redirectTo: '/pending-approval',
    };
  }
  if (error instanceof ApiError && error.code === 'AUTH.ACCOUNT_REJECTED') {
    const notice = markedText(
      /*i18n*/ {
        id: 'Your registration was not approved. For questions, please contact our partner support.',
      },
    );
    return { title: markedText(/*i18n*/ { id: 'Login Failed' }), message: error.message, notice };
  }
  return loginFailure(error);
}

/** /cliniclog and /clinicLog: clinic, pharmacy and laboratory login. */
export default function LoginPage() {
  const { i18n } = useLingui();
  const entityType = useSession((session) => session.user?.entityType);
  return (
    <LoginScreen
      role={Role.Provider}
      title={i18n._('Provider Login')}
      subtitle={i18n._('Clinics, pharmacies and laboratories: log in to your partner account.')}
      schema={ProviderLoginRequestSchema}
      login={loginProvider}
      withEntityType
      paths={{ login: '/cliniclog', afterLogin, forgotPassword: '/clinic/forgot-password' }}
      signUp={{
        prompt: i18n._('New partner?'),
        label: i18n._('Register your clinic, pharmacy or lab'),
        to: '/clinicreg',
      }}
      alreadyLoggedIn={{ to: startPageOf(entityType), label: i18n._('Go to Dashboard') }}
      failure={providerLoginFailure}
    />
  );
}
