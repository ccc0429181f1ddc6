import { useLingui } from '@lingui/react';
import {
  ProviderForgotPasswordRequestSchema,
  ProviderResetPasswordRequestSchema,
  ProviderVerifyOtpRequestSchema,
} from '@hp/contracts';
import { PasswordRecoveryScreen } from '@hp/ui';
import { requestPasswordReset, resetPassword, verifyOtp } from '../api/accounts';

/** /clinic/forgot-password: entity type and e-mail, then the OTP from the e-mail, then a new password. */
export default function ForgotPasswordPage() {
  const { i18n } = useLingui();
  return (
    <PasswordRecoveryScreen
      title={i18n._('Reset Your Password')}
      subtitle={i18n._(
        'Choose your kind of account; we will e-mail you a 6-digit code to confirm it is you.',
      )}
      schemas={{
        email: ProviderForgotPasswordRequestSchema,
        otp: ProviderVerifyOtpRequestSchema,
        newPassword: ProviderResetPasswordRequestSchema,
      }}
      api={{ requestOtp: requestPasswordReset, verifyOtp, resetPassword }}
      loginPath="/cliniclog"
      withEntityType
    />
  );
}
