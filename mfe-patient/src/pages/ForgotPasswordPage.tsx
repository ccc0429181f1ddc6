import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Anchor, Button, Group, PasswordInput, Stack, Stepper, Text, TextInput } from '@mantine/core';
import {
  PASSWORD_MIN,
  UserForgotPasswordRequestSchema,
  UserResetPasswordRequestSchema,
  UserVerifyOtpRequestSchema,
} from '@hp/contracts';
import { notify } from '@hp/shell-sdk';
import { requestPasswordReset, resetPassword, verifyOtp } from '../api/accounts';
import {
  otpRequestFailure,
  otpVerificationFailure,
  passwordResetFailure,
  type ToastText,
} from '../api/failureToasts';
import { AuthCard } from '../components/AuthCard';
import {
  RECOVERY_STEPS,
  STEP_FIELDS,
  STEP_TITLES,
  SUBMIT_LABELS,
  stepAfter,
  stepNumber,
  type RecoveryFormValues,
  type RecoveryStep,
} from '../components/recoverySteps';
import { showServerFieldErrors } from '../components/serverFieldErrors';
import { useDelayedNavigate } from '../components/useDelayedNavigate';

/*
 * One form walks through three contract schemas. `raw` keeps the typed values as they are (the server
 * normalises them with the same schemas); each schema checks only its own fields and ignores the rest.
 */
const resolverOfStep = {
  email: zodResolver(UserForgotPasswordRequestSchema, undefined, { raw: true }),
  otp: zodResolver(UserVerifyOtpRequestSchema, undefined, { raw: true }),
  newPassword: zodResolver(UserResetPasswordRequestSchema, undefined, { raw: true }),
} as unknown as Record<RecoveryStep, Resolver<RecoveryFormValues>>;

/** /user/forgot-password: e-mail, then the OTP from the e-mail, then a new password. */
export default function ForgotPasswordPage() {
  const [step, setStep] = useState<RecoveryStep>('email');
  const [finished, setFinished] = useState(false);

  const navigateLater = useDelayedNavigate();
  const sendOtp = useMutation({ mutationFn: requestPasswordReset });
  const checkOtp = useMutation({ mutationFn: verifyOtp });
  const saveNewPassword = useMutation({ mutationFn: resetPassword });
  const busy = sendOtp.isPending || checkOtp.isPending || saveNewPassword.isPending;

  const form = useForm<RecoveryFormValues>({
    resolver: resolverOfStep[step],
    defaultValues: { email: '', otp: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const fail = (toast: ToastText, error: unknown) => {
    notify.error(toast.title, toast.message);
    showServerFieldErrors(error, STEP_FIELDS[step], form.setError);
  };
  const advance = () => {
    const next = stepAfter(step);
    if (next) setStep(next);
  };

  const submit = form.handleSubmit(async ({ email, otp, newPassword }) => {
    switch (step) {
      case 'email':
        try {
          await sendOtp.mutateAsync({ email });
          notify.success('OTP sent', 'Check your email');
          advance();
        } catch (error) {
          fail(otpRequestFailure(error), error);
        }
        return;
      case 'otp':
        try {
          await checkOtp.mutateAsync({ email, otp });
          notify.success('OTP verified', 'You can now reset password');
          advance();
        } catch (error) {
          fail(otpVerificationFailure(error), error);
        }
        return;
      case 'newPassword':
        try {
          await saveNewPassword.mutateAsync({ email, newPassword });
          notify.success('Password reset', 'You can now log in');
          setFinished(true);
          navigateLater('/userlog');
        } catch (error) {
          fail(passwordResetFailure(error), error);
        }
        return;
    }
  });

  // Going back asks for a fresh code, so what was typed after the e-mail is dropped.
  const goBackTo = (earlier: RecoveryStep) => {
    form.reset({ email: form.getValues('email'), otp: '', newPassword: '' });
    setStep(earlier);
  };

  const resendOtp = async () => {
    try {
      await sendOtp.mutateAsync({ email: form.getValues('email') });
      notify.success('OTP sent', 'Check your email');
      goBackTo('otp');
    } catch (error) {
      fail(otpRequestFailure(error), error);
    }
  };

  const label = SUBMIT_LABELS[step];
  return (
    <AuthCard title="Reset Your Password" subtitle="We will e-mail you a 6-digit code to confirm it is you.">
      <Stepper active={stepNumber(step)} size="xs" aria-label="Password recovery progress">
        {RECOVERY_STEPS.map((each) => (
          <Stepper.Step key={each} label={STEP_TITLES[each]} />
        ))}
      </Stepper>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            readOnly={step !== 'email'}
            error={errors.email?.message}
            {...form.register('email')}
          />
          {step !== 'email' && (
            <Group justify="space-between" mt={-8}>
              <Anchor component="button" type="button" size="sm" disabled={busy} onClick={() => goBackTo('email')}>
                Use a different email
              </Anchor>
              {step === 'otp' && (
                <Anchor component="button" type="button" size="sm" disabled={busy} onClick={() => void resendOtp()}>
                  Resend OTP
                </Anchor>
              )}
            </Group>
          )}
          {step === 'otp' && (
            <TextInput
              label="OTP"
              description="The 6-digit code from the e-mail"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              error={errors.otp?.message}
              {...form.register('otp')}
            />
          )}
          {step === 'newPassword' && (
            <PasswordInput
              label="New Password"
              description={`At least ${PASSWORD_MIN} characters`}
              autoComplete="new-password"
              required
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
          )}
          <Button type="submit" fullWidth disabled={busy || finished}>
            {finished ? 'Redirecting...' : busy ? label.busy : label.idle}
          </Button>
          <Text size="sm" ta="center">
            Remembered it?{' '}
            <Anchor component={Link} to="/userlog">
              Back to login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
