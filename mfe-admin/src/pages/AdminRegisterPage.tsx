import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { RegisterAdminRequestSchema, type RegisterAdminRequest } from '@hp/contracts';
import { notify } from '@hp/shell-sdk';
import {
  Anchor,
  AuthCard,
  Button,
  contractResolver,
  inPageLanguage,
  PasswordField,
  PhoneField,
  Stack,
  Text,
  TextInput,
} from '@hp/ui';
import { registerAdmin } from '../api/account';
import { FailureBanner, failureMessage } from './failureBanner';

/** The banner's text when the server sent no message (marked for the catalogue; the banner translates it). */
const REGISTRATION_FAILED = /*i18n*/ { id: 'Registration failed. Please try again.' };

/** /adminreg: a new admin with a one-time registration code; then to /admin to sign in. */
export default function AdminRegisterPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterAdminRequest>({
    resolver: contractResolver(RegisterAdminRequestSchema),
    defaultValues: { phone: '', password: '', registrationCode: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (account) => {
    setFailure(null);
    try {
      await registerAdmin(account);
      notify.success(i18n._('Registration Successful'), i18n._('You can now log in with your credentials.'));
      void navigate('/admin');
    } catch (error) {
      setFailure(failureMessage(error, REGISTRATION_FAILED.id));
    }
  });

  return (
    <AuthCard
      title={i18n._('Admin Registration')}
      subtitle={i18n._('You need a one-time registration code from an existing admin.')}
    >
      <FailureBanner message={failure} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <PhoneField maxLength={10} error={errors.phone?.message} {...form.register('phone')} />
          <PasswordField kind="new" error={errors.password?.message} {...form.register('password')} />
          <TextInput
            label={i18n._('Registration code')}
            autoComplete="one-time-code"
            required
            error={inPageLanguage(i18n, errors.registrationCode?.message)}
            {...form.register('registrationCode')}
          />
          <Button type="submit" fullWidth disabled={isSubmitting}>
            {isSubmitting ? i18n._('Registering...') : i18n._('Register')}
          </Button>
          <Text size="sm" ta="center">
            {i18n._('Already registered?')} <Anchor to="/admin">{i18n._('Login')}</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
