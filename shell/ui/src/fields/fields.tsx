import type { Ref } from 'react';
import { PASSWORD_MIN } from '@hp/contracts';
import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';

/** Each field takes Mantine's props (and react-hook-form's `register()` spread, ref included) over its defaults. */
type InputProps<P> = P & { ref?: Ref<HTMLInputElement> };

/** The e-mail field of every account form. */
export function EmailField(props: InputProps<TextInputProps>) {
  return <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" required {...props} />;
}

const PASSWORD_KINDS = {
  /** Logging in: the browser offers the saved password. */
  current: { autoComplete: 'current-password', placeholder: 'Your password' },
  /** Registering or resetting: the browser may suggest one; the rule is shown. */
  new: { autoComplete: 'new-password', description: `At least ${PASSWORD_MIN} characters` },
} as const;

export type PasswordFieldProps = InputProps<PasswordInputProps> & { kind: keyof typeof PASSWORD_KINDS };

/** A password with Mantine's reveal toggle ("Toggle password visibility"). */
export function PasswordField({ kind, ...props }: PasswordFieldProps) {
  return <PasswordInput label="Password" required {...PASSWORD_KINDS[kind]} {...props} />;
}

/** The 6-digit code from the recovery e-mail. */
export function OtpField(props: InputProps<TextInputProps>) {
  return (
    <TextInput
      label="OTP"
      description="The 6-digit code from the e-mail"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      {...props}
    />
  );
}
