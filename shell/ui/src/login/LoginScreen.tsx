import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '../kit';
import type { Role } from '@hp/contracts';
import { notify, useSession, type LoginAnswer } from '@hp/shell-sdk';
import type { z } from 'zod/mini';
import { AuthCard } from '../AuthCard';
import { EntityTypeSelect } from '../fields/EntityTypeSelect';
import { EmailField, PasswordField } from '../fields/fields';
import type { LoginValues } from '../forms/accountValues';
import { contractResolver } from '../forms/contractResolver';
import { loginFailure, type ToastText } from '../forms/failureToasts';
import { inPageLanguage } from '../i18n/markedText';
import { showServerFieldErrors } from '../forms/serverFieldErrors';
import { useDelayedNavigate } from '../forms/useDelayedNavigate';
import { AlreadyLoggedInPanel } from './AlreadyLoggedInPanel';
import { redirectNote, redirectTargetAfterLogin } from './loginRedirect';

export interface LoginScreenProps<TRequest> {
  /** Whose login this is: someone signed in with this role is offered `alreadyLoggedIn` instead of the form. */
  role: Role;
  title: string;
  subtitle: string;
  /** The contracts request schema the form is checked with; its output is what `login` is given. */
  schema: z.ZodMiniType<TRequest>;
  /** The API call (the remote's own, e.g. `loginUser`). */
  login: (request: TRequest) => Promise<LoginAnswer>;
  /** Providers choose clinic, pharmacy or laboratory above the e-mail. */
  withEntityType?: boolean;
  paths: {
    /** This page (never returned to after login). */
    login: string;
    /** Where to go after login when no guard sent the visitor here (a provider's depends on its answer). */
    afterLogin: string | ((session: LoginAnswer) => string);
    forgotPassword: string;
  };
  signUp: { prompt: string; label: string; to: string };
  alreadyLoggedIn: { to: string; label: string };
  /** What a failed login shows: the spec's "Login Failed" toast by default. */
  failure?: (error: unknown) => LoginFailure;
}

/** A failed login's toast and, when the answer calls for it, a notice on the page or another page to go to. */
export interface LoginFailure extends ToastText {
  /** Shown above the form until the next attempt (English; shown in the page's language when it is a known text). */
  notice?: string;
  /** Gone to after the spec's pause (a provider awaiting approval: /pending-approval). */
  redirectTo?: string;
}

/** A login page: the session check, "already logged in", and the e-mail + password form. */
export function LoginScreen<TRequest>(props: LoginScreenProps<TRequest>) {
  const status = useSession((session) => session.status);
  const user = useSession((session) => session.user);
  // After a successful login the store is already 'authenticated'; keep the form until we leave.
  const [redirecting, setRedirecting] = useState(false);
  const { i18n } = useLingui();

  if (status === 'restoring') {
    return (
      <AuthCard title={props.title}>
        <Center py="lg">
          <Loader aria-label={i18n._('Checking your session')} />
        </Center>
      </AuthCard>
    );
  }
  if (status === 'authenticated' && user?.role === props.role && !redirecting) {
    return <AlreadyLoggedInPanel email={user.email} continueTo={props.alreadyLoggedIn} />;
  }
  return <LoginForm {...props} redirecting={redirecting} onLoggedIn={() => setRedirecting(true)} />;
}

function LoginForm<TRequest>({
  title,
  subtitle,
  schema,
  login,
  withEntityType = false,
  paths,
  signUp,
  failure = loginFailure,
  redirecting,
  onLoggedIn,
}: LoginScreenProps<TRequest> & { redirecting: boolean; onLoggedIn: () => void }) {
  const { i18n } = useLingui();
  const location = useLocation();
  const note = inPageLanguage(i18n, redirectNote(location.state));
  const navigateLater = useDelayedNavigate();
  const [failureNotice, setFailureNotice] = useState<string>();
  const form = useForm<LoginValues, unknown, TRequest>({
    // The schema's input is the form's fields (plus the role it defaults); one screen serves several schemas.
    resolver: contractResolver(schema as unknown as z.ZodMiniType<TRequest, LoginValues>),
    defaultValues: { email: '', password: '', ...(withEntityType ? { entityType: null } : {}) },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (request) => {
    setFailureNotice(undefined);
    try {
      const session = await login(request);
      onLoggedIn();
      useSession.getState().signIn(session);
      notify.success(i18n._('Login Successful'), i18n._('Welcome back!'));
      const fallback = typeof paths.afterLogin === 'function' ? paths.afterLogin(session) : paths.afterLogin;
      navigateLater(redirectTargetAfterLogin(location.state, { loginPath: paths.login, fallback }));
    } catch (error) {
      const { title, message, notice, redirectTo } = failure(error);
      notify.error(i18n._(title), inPageLanguage(i18n, message));
      setFailureNotice(notice);
      if (redirectTo) navigateLater(redirectTo);
      showServerFieldErrors(
        error,
        withEntityType ? ['entityType', 'email', 'password'] : ['email', 'password'],
        form.setError,
      );
    }
  });

  const loggingIn = form.formState.isSubmitting;
  const busy = loggingIn || redirecting;
  return (
    <AuthCard title={title} subtitle={subtitle}>
      {note && (
        <Alert color="blue" role="status">
          {note}
        </Alert>
      )}
      {failureNotice && (
        <Alert color="red" role="alert">
          {inPageLanguage(i18n, failureNotice)}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {withEntityType && <EntityTypeSelect control={form.control} name="entityType" />}
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <PasswordField kind="current" error={errors.password?.message} {...form.register('password')} />
          <Group justify="flex-end" mt={-8}>
            <Anchor to={paths.forgotPassword} size="sm">
              {i18n._('Forgot password?')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={busy}>
            {redirecting ? i18n._('Redirecting...') : loggingIn ? i18n._('Logging in...') : i18n._('Login')}
          </Button>
          <Text size="sm" ta="center">
            {signUp.prompt} <Anchor to={signUp.to}>{signUp.label}</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
