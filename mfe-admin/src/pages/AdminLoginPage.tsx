import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { AdminLoginRequestSchema, Role, type AdminLoginRequest } from '@hp/contracts';
import { useSession } from '@hp/shell-sdk';
import {
  AlreadyLoggedInPanel,
  Alert,
  Anchor,
  AuthCard,
  Button,
  contractResolver,
  inPageLanguage,
  PasswordField,
  PhoneField,
  redirectNote,
  redirectTargetAfterLogin,
  Stack,
  Text,
} from '@hp/ui';
import { loginAdmin } from '../api/account';
import { FailureBanner, failureMessage } from './failureBanner';

/** The banner's text when the server sent no message (marked for the catalogue; the banner translates it). */
const LOGIN_FAILED = /*i18n*/ { id: 'Login failed. Please try again.' };

/** /admin: an admin signs in by phone and password; a failure shows in a red banner above the form. */
export default function AdminLoginPage() {
  const { i18n } = useLingui();
  const status = useSession((session) => session.status);
  const role = useSession((session) => session.user?.role);
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const form = useForm<AdminLoginRequest>({
    resolver: contractResolver(AdminLoginRequestSchema),
    defaultValues: { phone: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const note = inPageLanguage(i18n, redirectNote(location.state));

  if (status === 'authenticated' && role === Role.Admin && !signedIn) {
    return (
      <AlreadyLoggedInPanel
        email={null}
        continueTo={{ to: '/admindash', label: i18n._('Go to Admin Dashboard') }}
      />
    );
  }

  const submit = form.handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const answer = await loginAdmin(credentials);
      setSignedIn(true);
      useSession.getState().signIn(answer);
      void navigate(
        redirectTargetAfterLogin(location.state, { loginPath: '/admin', fallback: '/admindash' }),
        {
          replace: true,
        },
      );
    } catch (error) {
      setFailure(failureMessage(error, LOGIN_FAILED.id));
    }
  });

  return (
    <AuthCard title={i18n._('Admin Login')} subtitle={i18n._('Sign in with your phone number and password.')}>
      {note && (
        <Alert color="blue" role="status">
          {note}
        </Alert>
      )}
      <FailureBanner message={failure} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <PhoneField maxLength={10} error={errors.phone?.message} {...form.register('phone')} />
          <PasswordField kind="current" error={errors.password?.message} {...form.register('password')} />
          <Button type="submit" fullWidth disabled={isSubmitting || signedIn}>
            {isSubmitting ? i18n._('Logging in...') : i18n._('Login')}
          </Button>
          <Text size="sm" ta="center">
            {i18n._('Have a registration code?')}{' '}
            <Anchor to="/adminreg">{i18n._('Register as an admin')}</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
