import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Anchor, Button, Group, Stack, Stepper, Text, TextButton } from '../kit';
import { notify } from '@hp/shell-sdk';
import type { z } from 'zod/mini';
import { AuthCard } from '../AuthCard';
import { EntityTypeSelect } from '../fields/EntityTypeSelect';
import { EmailField, OtpField, PasswordField } from '../fields/fields';
import type { RecoveryFormValues } from '../forms/accountValues';
import { rawContractResolver } from '../forms/contractResolver';
import {
  otpRequestFailure,
  otpVerificationFailure,
  passwordResetFailure,
  type ToastText,
} from '../forms/failureToasts';
import { showServerFieldErrors } from '../forms/serverFieldErrors';
import { inPageLanguage } from '../i18n/markedText';
import { useDelayedNavigate } from '../forms/useDelayedNavigate';
import {
  RECOVERY_STEPS,
  STEP_FIELDS,
  STEP_TITLES,
  SUBMIT_LABELS,
  SUCCESS_TOASTS,
  stepAfter,
  stepNumber,
  type RecoveryStep,
} from './recoverySteps';

export interface PasswordRecoveryScreenProps {
  title: string;
  subtitle: string;
  /** The contracts request schema of each step; each checks only its own fields and ignores the rest. */
  schemas: Record<RecoveryStep, z.ZodMiniType>;
  /**
   * The remote's API calls. Each is given the form's values (e-mail, the step's field, a provider's entity type)
   * and sends what its route takes.
   */
  api: {
    requestOtp: (values: RecoveryFormValues) => Promise<unknown>;
    verifyOtp: (values: RecoveryFormValues) => Promise<unknown>;
    resetPassword: (values: RecoveryFormValues) => Promise<unknown>;
  };
  /** The login page: linked below the form and gone to once the password is reset. */
  loginPath: string;
  /** Providers choose clinic, pharmacy or laboratory with the e-mail. */
  withEntityType?: boolean;
}

const EMPTY: RecoveryFormValues = { email: '', otp: '', newPassword: '' };

/** Password recovery: e-mail, then the OTP from the e-mail, then a new password; then the login page. */
export function PasswordRecoveryScreen({
  title,
  subtitle,
  schemas,
  api,
  loginPath,
  withEntityType = false,
}: PasswordRecoveryScreenProps) {
  const [step, setStep] = useState<RecoveryStep>('email');
  const [finished, setFinished] = useState(false);
  const { i18n } = useLingui();

  const navigateLater = useDelayedNavigate();
  // Resending the code happens outside the form's submit, so it has its own busy flag.
  const [resending, setResending] = useState(false);

  // One form walks through the steps' schemas; `raw` keeps the typed values as they are.
  const form = useForm<RecoveryFormValues>({
    resolver: rawContractResolver(schemas[step]),
    defaultValues: withEntityType ? { ...EMPTY, entityType: null } : EMPTY,
  });
  const { errors } = form.formState;
  const busy = form.formState.isSubmitting || resending;

  const fail = (toast: ToastText, error: unknown) => {
    notify.error(i18n._(toast.title), inPageLanguage(i18n, toast.message));
    showServerFieldErrors(
      error,
      withEntityType ? ['entityType', ...STEP_FIELDS[step]] : STEP_FIELDS[step],
      form.setError,
    );
  };

  const stepCalls = {
    email: { call: api.requestOtp, failure: otpRequestFailure },
    otp: { call: api.verifyOtp, failure: otpVerificationFailure },
    newPassword: { call: api.resetPassword, failure: passwordResetFailure },
  } satisfies Record<RecoveryStep, unknown>;

  const submit = form.handleSubmit(async (values) => {
    const { call, failure } = stepCalls[step];
    try {
      await call(values);
      notify.success(i18n._(SUCCESS_TOASTS[step].title), i18n._(SUCCESS_TOASTS[step].message));
      const next = stepAfter(step);
      if (next) {
        setStep(next);
      } else {
        setFinished(true);
        navigateLater(loginPath);
      }
    } catch (error) {
      fail(failure(error), error);
    }
  });

  // Going back asks for a fresh code, so what was typed after the e-mail (and entity type) is dropped.
  const goBackTo = (earlier: RecoveryStep) => {
    form.reset({ ...form.getValues(), otp: '', newPassword: '' });
    setStep(earlier);
  };

  const resendOtp = async () => {
    setResending(true);
    try {
      await api.requestOtp(form.getValues());
      notify.success(i18n._(SUCCESS_TOASTS.email.title), i18n._(SUCCESS_TOASTS.email.message));
      goBackTo('otp');
    } catch (error) {
      fail(otpRequestFailure(error), error);
    } finally {
      setResending(false);
    }
  };

  const label = SUBMIT_LABELS[step];
  const targetLocked = step !== 'email';
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <Stepper
        active={stepNumber(step)}
        steps={RECOVERY_STEPS.map((each) => i18n._(STEP_TITLES[each]))}
        aria-label={i18n._('Password recovery progress')}
      />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {withEntityType && (
            <EntityTypeSelect control={form.control} name="entityType" readOnly={targetLocked} />
          )}
          <EmailField readOnly={targetLocked} error={errors.email?.message} {...form.register('email')} />
          {targetLocked && (
            <Group justify="space-between" mt={-8}>
              <TextButton size="sm" disabled={busy} onClick={() => goBackTo('email')}>
                {i18n._('Use a different email')}
              </TextButton>
              {step === 'otp' && (
                <TextButton size="sm" disabled={busy} onClick={() => void resendOtp()}>
                  {i18n._('Resend OTP')}
                </TextButton>
              )}
            </Group>
          )}
          {step === 'otp' && <OtpField error={errors.otp?.message} {...form.register('otp')} />}
          {step === 'newPassword' && (
            <PasswordField
              kind="new"
              label={i18n._('New Password')}
              error={errors.newPassword?.message}
              {...form.register('newPassword')}
            />
          )}
          <Button type="submit" fullWidth disabled={busy || finished}>
            {finished ? i18n._('Redirecting...') : i18n._(busy ? label.busy : label.idle)}
          </Button>
          <Text size="sm" ta="center">
            {i18n._('Remembered it?')} <Anchor to={loginPath}>{i18n._('Back to login')}</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
