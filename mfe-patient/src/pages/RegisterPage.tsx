import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RegisterUserRequestSchema } from '@hp/contracts';
import { notify } from '@hp/shell-sdk';
import {
  Anchor,
  AuthCard,
  Button,
  EmailField,
  PasswordField,
  PhoneField,
  Stack,
  Text,
  TextInput,
  contractResolver,
  inPageLanguage,
  registrationFailure,
  showServerFieldErrors,
  useDelayedNavigate,
} from '@hp/ui';
import { registerUser } from '../api/accounts';

/** /userreg: patient registration. */
export default function RegisterPage() {
  const { i18n } = useLingui();
  const navigateLater = useDelayedNavigate();
  const [done, setDone] = useState(false);
  const form = useForm({
    resolver: contractResolver(RegisterUserRequestSchema),
    defaultValues: { name: '', phone: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (account) => {
    try {
      await registerUser(account);
      setDone(true);
      notify.success(
        i18n._('🎉 Registration Successful'),
        i18n._('You can now log in with your credentials.'),
      );
      navigateLater('/userlog');
    } catch (error) {
      // The form keeps what was typed, so a taken e-mail can be corrected in place.
      const toast = registrationFailure(error);
      notify.error(i18n._(toast.title), inPageLanguage(i18n, toast.message));
      showServerFieldErrors(error, ['name', 'phone', 'email', 'password'], form.setError);
    }
  });

  const registering = form.formState.isSubmitting;
  return (
    <AuthCard
      title={i18n._('Create Your Account')}
      subtitle={i18n._('Register to book consultations at our partner clinics.')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextInput
            label={i18n._('Name')}
            autoComplete="name"
            placeholder={i18n._('Your full name')}
            required
            error={inPageLanguage(i18n, errors.name?.message)}
            {...form.register('name')}
          />
          <PhoneField
            placeholder={i18n._('10-digit mobile number')}
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <PasswordField kind="new" error={errors.password?.message} {...form.register('password')} />
          <Button type="submit" fullWidth disabled={registering || done}>
            {done ? i18n._('Redirecting...') : registering ? i18n._('Registering...') : i18n._('Register')}
          </Button>
          <Text size="sm" ta="center">
            {i18n._('Already have an account?')} <Anchor to="/userlog">{i18n._('Log in')}</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
