/**
 * @hp/ui: what the areas build their pages with, bundled into each remote at build time (not a Module Federation
 * shared module), so each page carries only the parts it uses:
 * - the kit (`kit/`): layout, text, buttons, fields and notices, plain elements styled by CSS modules over the theme's
 *   variables that every page already has (`@hp/shell-sdk/styles/page.css`);
 * - the account screens' parts several remotes use (account card, password field, OTP steps), on the kit, the shared
 *   react-hook-form and @hp/shell-sdk.
 */
export * from './kit';

export { AuthCard, type AuthCardProps } from './AuthCard';

export { EmailField, OtpField, PasswordField, PhoneField, type PasswordFieldProps } from './fields/fields';
export { EntityTypeSelect, type EntityTypeSelectProps } from './fields/EntityTypeSelect';

export type { EntityTypeChoice, LoginValues, RecoveryFormValues } from './forms/accountValues';
export { contractResolver, lazyContractResolver } from './forms/contractResolver';
export {
  fieldErrorsFrom,
  loginFailure,
  otpRequestFailure,
  otpVerificationFailure,
  passwordResetFailure,
  registrationFailure,
  type ToastText,
} from './forms/failureToasts';
export { inPageLanguage, markedText } from './i18n/markedText';
export { showServerFieldErrors } from './forms/serverFieldErrors';
export { REDIRECT_DELAY_MS, useDelayedNavigate } from './forms/useDelayedNavigate';

export { AlreadyLoggedInPanel, type AlreadyLoggedInPanelProps } from './login/AlreadyLoggedInPanel';
export { LoginScreen, type LoginFailure, type LoginScreenProps } from './login/LoginScreen';
export { redirectNote, redirectTargetAfterLogin, type AfterLoginPaths } from './login/loginRedirect';

export { PasswordRecoveryScreen, type PasswordRecoveryScreenProps } from './recovery/PasswordRecoveryScreen';
export { RECOVERY_STEPS, STEP_TITLES, SUBMIT_LABELS, type RecoveryStep } from './recovery/recoverySteps';

export {
  LoadMoreButton,
  PagedList,
  RetryAlert,
  type PagedListProps,
  type PagedQuery,
} from './lists/PagedList';
