import { useLingui } from '@lingui/react';
import { UserForgotPasswordRequestSchema, UserResetPasswordRequestSchema, UserVerifyOtpRequestSchema } from '@hp/contracts';
import { PasswordRecoveryScreen } from '@hp/ui';
import { requestPasswordReset, resetPassword, verifyOtp } from '../api/accounts';

/** /user/forgot-password: e-mail, then the OTP from the e-mail, then a new password. */
export default function ForgotPasswordPage() {
  const { i18n } = useLingui();
  return (
    <PasswordRecoveryScreen
      title={i18n._('Reset Your Password')}
      subtitle={i18n._('We will e-mail you a 6-digit code to confirm it is you.')}
      schemas={{
        email: UserForgotPasswordRequestSchema,
        otp: UserVerifyOtpRequestSchema,
        newPassword: UserResetPasswordRequestSchema,
      }}
      api={{ requestOtp: requestPasswordReset, verifyOtp, resetPassword }}
      loginPath="/userlog"
    />
  );
}
