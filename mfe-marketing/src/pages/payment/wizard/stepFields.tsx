import { TextInput, type TextInputProps } from '@hp/ui';
import type { Field, PaymentFields } from './paymentForm';

/** What a step's fields need from the wizard: the values, how to change one, and a checked field's wiring. */
export interface StepFields {
  values: PaymentFields;
  change: (field: Field, value: string) => void;
  /** Marked invalid and described by the red box while it has a problem; focusable by the wizard. */
  checked: (field: Field) => {
    error: true | undefined;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    ref: (element: HTMLElement | null) => void;
  };
}

/** One of the wizard's text fields, bound to its value and its checks. */
export function WizardTextInput({
  fields,
  field,
  ...input
}: { fields: StepFields; field: Field; label: string } & Omit<TextInputProps, 'value' | 'onChange'>) {
  return (
    <TextInput
      value={fields.values[field]}
      onChange={(event) => fields.change(field, event.currentTarget.value)}
      {...fields.checked(field)}
      {...input}
    />
  );
}
