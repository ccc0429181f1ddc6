import type { Ref } from 'react';
import { useLingui } from '@lingui/react';
import { NativeSelect, TextInput, type NativeSelectProps, type TextInputProps } from '@hp/ui';

type InputProps = TextInputProps & { ref?: Ref<HTMLInputElement> };

/** A required name field (Full Name, filled in by the browser). */
export function NameInput(props: InputProps) {
  const { i18n } = useLingui();
  return (
    <TextInput
      label={i18n._('Full Name')}
      autoComplete="name"
      placeholder={i18n._('Your name')}
      required
      {...props}
    />
  );
}

/** A required Indian mobile number: digits on a phone's keypad, filled in by the browser without the country code. */
export function PhoneInput(props: InputProps) {
  const { i18n } = useLingui();
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={i18n._('10-digit mobile number')}
      required
      {...props}
    />
  );
}

/** An optional e-mail address, where the confirmation goes. */
export function OptionalEmailInput(props: InputProps) {
  const { i18n } = useLingui();
  return (
    <TextInput
      label={i18n._('Email (optional)')}
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      description={i18n._('We send a confirmation to this address.')}
      {...props}
    />
  );
}

type ChoiceSelectProps<TChoice extends string> = Omit<NativeSelectProps, 'data' | 'children'> & {
  /** The first, unselectable line shown while nothing is chosen (the field's value is then ''). */
  prompt: string;
  choices: readonly TChoice[];
  /** What a choice reads as on the page (the value sent is the choice itself). */
  labelOf?: (choice: TChoice) => string;
};

/** A required choice from the contract's list. */
export function ChoiceSelect<TChoice extends string>({
  prompt,
  choices,
  labelOf = (choice) => choice,
  ...props
}: ChoiceSelectProps<TChoice>) {
  return (
    <NativeSelect required {...props}>
      <option value="" disabled>
        {prompt}
      </option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </NativeSelect>
  );
}
