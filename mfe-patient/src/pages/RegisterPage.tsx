import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { RegisterUserRequestSchema } from '@hp/contracts';
import { notify } from '@hp/shell-sdk';
import {
  AuthCard,
  EmailField,
  PasswordField,
  contractResolver,
  registrationFailure,
  showServerFieldErrors,
  useDelayedNavigate,
} from '@hp/ui';
import { registerUser } from '../api/accounts';

/** /userreg: patient registration. */
export default function RegisterPage() {
  const navigateLater = useDelayedNavigate();
  const register = useMutation({ mutationFn: registerUser });
  const form = useForm({
    resolver: contractResolver(RegisterUserRequestSchema),
    defaultValues: { name: '', phone: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (account) => {
    try {
      await register.mutateAsync(account);
      notify.success('🎉 Registration Successful', 'You can now log in with your credentials.');
      navigateLater('/userlog');
    } catch (error) {
      // The form keeps what was typed, so a taken e-mail can be corrected in place.
      const toast = registrationFailure(error);
      notify.error(toast.title, toast.message);
      showServerFieldErrors(error, ['name', 'phone', 'email', 'password'], form.setError);
    }
  });

  const done = register.isSuccess;
  return (
    <AuthCard title="Create Your Account" subtitle="Register to book consultations at our partner clinics.">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextInput
            label="Name"
            autoComplete="name"
            placeholder="Your full name"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            required
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <PasswordField kind="new" error={errors.password?.message} {...form.register('password')} />
          <Button type="submit" fullWidth disabled={register.isPending || done}>
            {done ? 'Redirecting...' : register.isPending ? 'Registering...' : 'Register'}
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/userlog">
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
