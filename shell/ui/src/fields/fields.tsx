import { useLingui } from '@lingui/react';
import type { ReactNode, Ref } from 'react';
import { PASSWORD_MIN } from '@hp/contracts';
import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '../kit';
import { inPageLanguage } from '../i18n/markedText';

/** Each field takes the kit's props (and react-hook-form's `register()` spread, ref included) over its defaults. */
type InputProps<P> = P & { ref?: Ref<HTMLInputElement> };

/**
 * A field's error in the page's language: the contracts' validation messages are English, and the areas' catalogues
 * hold their translations (a message the catalogue lacks stays as it is).
 */
function useFieldError(error: ReactNode): ReactNode {
  const { i18n } = useLingui();
  return typeof error === 'string' ? inPageLanguage(i18n, error) : error;
}

/** The e-mail field of every account form. */
export function EmailField({ error, ...props }: InputProps<TextInputProps>) {
  const { i18n } = useLingui();
  return (
    <TextInput
      label={i18n._('Email')}
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      error={useFieldError(error)}
      {...props}
    />
  );
}

export type PasswordFieldProps = InputProps<PasswordInputProps> & {
  /** `current`: logging in (the browser offers the saved password); `new`: registering or resetting (rule shown). */
  kind: 'current' | 'new';
};

/** A password with the kit's reveal toggle ("Toggle password visibility", in the page's language). */
export function PasswordField({ kind, error, ...props }: PasswordFieldProps) {
  const { i18n } = useLingui();
  const byKind =
    kind === 'current'
      ? { autoComplete: 'current-password', placeholder: i18n._('Your password') }
      : {
          autoComplete: 'new-password',
          description: i18n._('At least {min} characters', { min: PASSWORD_MIN }),
        };
  return (
    <PasswordInput
      label={i18n._('Password')}
      toggleLabel={i18n._('Toggle password visibility')}
      required
      {...byKind}
      error={useFieldError(error)}
      {...props}
    />
  );
}

/** An Indian mobile number (10 digits): the phone's number pad and its saved number. */
export function PhoneField({ error, ...props }: InputProps<TextInputProps>) {
  const { i18n } = useLingui();
  return (
    <TextInput
      label={i18n._('Phone')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required
      error={useFieldError(error)}
      {...props}
    />
  );
}

/** The 6-digit code from the recovery e-mail. */
export function OtpField({ error, ...props }: InputProps<TextInputProps>) {
  const { i18n } = useLingui();
  return (
    <TextInput
      label={i18n._('OTP')}
      description={i18n._('The 6-digit code from the e-mail')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      error={useFieldError(error)}
      {...props}
    />
  );
}
