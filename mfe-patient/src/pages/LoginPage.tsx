import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Alert, Anchor, Button, Center, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Role, UserLoginRequestSchema } from '@hp/contracts';
import { notify, useSession } from '@hp/shell-sdk';
import { loginUser } from '../api/accounts';
import { loginFailure } from '../api/failureToasts';
import { AlreadyLoggedInPanel } from '../components/AlreadyLoggedInPanel';
import { AuthCard } from '../components/AuthCard';
import { redirectNote, redirectTargetAfterLogin } from '../components/loginRedirect';
import { showServerFieldErrors } from '../components/serverFieldErrors';
import { useDelayedNavigate } from '../components/useDelayedNavigate';

/** /userlog: patient login. */
export default function LoginPage() {
  const status = useSession((session) => session.status);
  const user = useSession((session) => session.user);
  // After a successful login the store is already 'authenticated'; keep the form until we leave.
  const [redirecting, setRedirecting] = useState(false);

  if (status === 'restoring') {
    return (
      <AuthCard title="Patient Login">
        <Center py="lg">
          <Loader aria-label="Checking your session" />
        </Center>
      </AuthCard>
    );
  }
  if (status === 'authenticated' && user?.role === Role.User && !redirecting) {
    return <AlreadyLoggedInPanel email={user.email} />;
  }
  return <LoginForm redirecting={redirecting} onLoggedIn={() => setRedirecting(true)} />;
}

function LoginForm({ redirecting, onLoggedIn }: { redirecting: boolean; onLoggedIn: () => void }) {
  const location = useLocation();
  const note = redirectNote(location.state);
  const navigateLater = useDelayedNavigate();
  const login = useMutation({ mutationFn: loginUser });
  const form = useForm({
    resolver: zodResolver(UserLoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (credentials) => {
    try {
      const session = await login.mutateAsync(credentials);
      onLoggedIn();
      useSession.getState().signIn(session);
      notify.success('Login Successful', 'Welcome back!');
      navigateLater(redirectTargetAfterLogin(location.state));
    } catch (error) {
      const toast = loginFailure(error);
      notify.error(toast.title, toast.message);
      showServerFieldErrors(error, ['email', 'password'], form.setError);
    }
  });

  const busy = login.isPending || redirecting;
  return (
    <AuthCard title="Patient Login" subtitle="Log in to book consultations and manage your care.">
      {note && (
        <Alert color="blue" variant="light" role="status">
          {note}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/user/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={busy}>
            {redirecting ? 'Redirecting...' : login.isPending ? 'Logging in...' : 'Login'}
          </Button>
          <Text size="sm" ta="center">
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to="/userreg">
              Sign up
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
