import {
  createContext,
  use,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { BOX_KEYS, cx, splitBoxProps, type BoxProps } from './box';
import classes from './fields.module.css';

/** What every field shows around its control: a label (with a mark when required), a hint and the error. */
export interface FieldProps extends BoxProps {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** The required mark without the browser's own `required` check (forms here validate themselves). */
  withAsterisk?: boolean;
  id?: string;
  /** What else describes the control (a message elsewhere on the page), besides its hint and error. */
  'aria-describedby'?: string;
}

interface FieldFrame {
  id: string;
  /** Props for the control: its id and what describes it. */
  control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
  wrap: (control: ReactNode) => ReactNode;
}

/**
 * A control's id and what describes it: its hint, its error message (`error={true}`: invalid, with the message shown
 * elsewhere, which the caller's `aria-describedby` names).
 */
function useDescribedControl({
  id,
  description,
  error,
  alsoDescribedBy,
}: {
  id: string | undefined;
  description: ReactNode;
  error: ReactNode;
  alsoDescribedBy?: string | undefined;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasMessage = hasError && error !== true;
  const describedBy =
    [alsoDescribedBy, description && `${controlId}-description`, hasMessage && `${controlId}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  return { controlId, hasError, hasMessage, describedBy };
}

/** The required mark after a label (hidden from screen readers: the control itself says it is required). */
const RequiredMark = () => (
  <span className={classes.required} aria-hidden="true">
    {' *'}
  </span>
);

const Hint = ({ of, children }: { of: string; children: ReactNode }) =>
  children ? (
    <p className={classes.description} id={`${of}-description`}>
      {children}
    </p>
  ) : null;

const ErrorMessage = ({ of, children, shown }: { of: string; children: ReactNode; shown: boolean }) =>
  shown ? (
    <p className={classes.error} id={`${of}-error`}>
      {children}
    </p>
  ) : null;

function useField({
  label,
  description,
  error,
  required,
  withAsterisk,
  id,
  className,
  'aria-describedby': alsoDescribedBy,
  ...box
}: FieldProps): FieldFrame {
  const {
    controlId: fieldId,
    hasError,
    hasMessage,
    describedBy,
  } = useDescribedControl({ id, description, error, alsoDescribedBy });
  const { style } = splitBoxProps(box);
  return {
    id: fieldId,
    control: {
      id: fieldId,
      ...(hasError && { 'aria-invalid': true as const }),
      ...(describedBy && { 'aria-describedby': describedBy }),
    },
    wrap: (control) => (
      <div className={cx(classes.field, className)} style={style} data-error={hasError || undefined}>
        {label && (
          <label className={classes.label} htmlFor={fieldId}>
            {label}
            {(required || withAsterisk) && <RequiredMark />}
          </label>
        )}
        <Hint of={fieldId}>{description}</Hint>
        {control}
        <ErrorMessage of={fieldId} shown={hasMessage}>
          {error}
        </ErrorMessage>
      </div>
    ),
  };
}

const FIELD_KEYS = [
  'label',
  'description',
  'error',
  'required',
  'withAsterisk',
  'id',
  'className',
  'style',
  'aria-describedby',
  ...BOX_KEYS,
] as const;

/** Splits a field's props into the frame's and the control's. */
function split<P extends FieldProps>(props: P) {
  const frame: Record<string, unknown> = {};
  const control: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    ((FIELD_KEYS as readonly string[]).includes(key) ? frame : control)[key] = value;
  }
  return { frame: frame as FieldProps, control: control as Omit<P, (typeof FIELD_KEYS)[number]> };
}

export type TextInputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'color' | 'style' | 'size'> & { ref?: Ref<HTMLInputElement> };

export function TextInput(props: TextInputProps) {
  const { frame, control } = split(props);
  const field = useField(frame);
  return field.wrap(
    <input type="text" {...control} {...field.control} required={frame.required} className={classes.input} />,
  );
}

export type PasswordInputProps = TextInputProps & {
  /** The reveal button's name for screen readers. */
  toggleLabel?: string;
};

/** A password with a button that shows it while typing on a phone. */
export function PasswordInput({ toggleLabel = 'Toggle password visibility', ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const { frame, control } = split(props);
  const field = useField(frame);
  return field.wrap(
    <div className={classes.withSection}>
      <input
        {...control}
        {...field.control}
        required={frame.required}
        type={visible ? 'text' : 'password'}
        className={classes.input}
      />
      <button
        type="button"
        className={classes.reveal}
        aria-label={toggleLabel}
        aria-pressed={visible}
        // A tap keeps the caret in the field (the phone's keyboard stays up); Enter or Space on the button toggles too.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setVisible((shown) => !shown)}
      >
        <EyeIcon crossed={visible} />
      </button>
    </div>,
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

export type NativeSelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'color' | 'style' | 'size'> & {
    ref?: Ref<HTMLSelectElement>;
    /** Choices as values, or value and label; or pass `<option>`s as children. */
    data?: readonly (string | { value: string; label: string; disabled?: boolean })[];
  };

/** The phone's own picker. */
export function NativeSelect({ data, children, ...props }: NativeSelectProps) {
  const { frame, control } = split(props);
  const field = useField(frame);
  return field.wrap(
    <div className={classes.withSection}>
      <select
        {...control}
        {...field.control}
        required={frame.required}
        className={cx(classes.input, classes.select)}
      >
        {data?.map((choice) => {
          const option = typeof choice === 'string' ? { value: choice, label: choice } : choice;
          return (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          );
        })}
        {children}
      </select>
      <svg
        className={classes.chevron}
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M6 9l6 6 6-6" />
      </svg>
    </div>,
  );
}

export type TextareaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'color' | 'style'> & { ref?: Ref<HTMLTextAreaElement> };

export function Textarea({ rows = 4, ...props }: TextareaProps) {
  const { frame, control } = split(props);
  const field = useField(frame);
  return field.wrap(
    <textarea
      {...control}
      {...field.control}
      rows={rows}
      required={frame.required}
      className={cx(classes.input, classes.textarea)}
    />,
  );
}

export type CheckboxProps = Omit<FieldProps, 'withAsterisk'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'color' | 'style' | 'size' | 'type'> & {
    ref?: Ref<HTMLInputElement>;
  };

/** A box to tick, its label beside it and its error under it. */
export function Checkbox({
  label,
  description,
  error,
  required,
  id,
  className,
  'aria-describedby': alsoDescribedBy,
  ...props
}: CheckboxProps) {
  const {
    controlId: fieldId,
    hasError,
    hasMessage,
    describedBy,
  } = useDescribedControl({ id, description, error, alsoDescribedBy });
  const { style, rest } = splitBoxProps(props);
  return (
    <div className={cx(classes.check, className)} style={style}>
      <input
        {...rest}
        type="checkbox"
        id={fieldId}
        required={required}
        className={classes.box}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy}
      />
      <div>
        <label htmlFor={fieldId} className={classes.checkLabel}>
          {label}
        </label>
        <Hint of={fieldId}>{description}</Hint>
        <ErrorMessage of={fieldId} shown={hasMessage}>
          {error}
        </ErrorMessage>
      </div>
    </div>
  );
}

interface RadioGroupState {
  name: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export type RadioGroupProps = Omit<FieldProps, 'aria-describedby'> & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The `Radio`s, laid out as the page likes. */
  children: ReactNode;
};

/** One choice among a few, all in view: a `radiogroup` named by its label, its error under it. */
export function RadioGroup({
  label,
  description,
  error,
  required,
  withAsterisk,
  id,
  className,
  name,
  value,
  onChange,
  children,
  ...box
}: RadioGroupProps) {
  const {
    controlId: groupId,
    hasError,
    hasMessage,
    describedBy,
  } = useDescribedControl({ id, description, error });
  const { style } = splitBoxProps(box);
  return (
    <div
      role="radiogroup"
      id={groupId}
      aria-labelledby={label ? `${groupId}-label` : undefined}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={hasError || undefined}
      className={cx(classes.field, className)}
      style={style}
    >
      {label && (
        <div className={classes.label} id={`${groupId}-label`}>
          {label}
          {(required || withAsterisk) && <RequiredMark />}
        </div>
      )}
      <Hint of={groupId}>{description}</Hint>
      <RadioGroupContext value={{ name, value, onChange, invalid: hasError }}>
        <div className={classes.radios}>{children}</div>
      </RadioGroupContext>
      <ErrorMessage of={groupId} shown={hasMessage}>
        {error}
      </ErrorMessage>
    </div>
  );
}

export type RadioProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'color' | 'style' | 'size' | 'type' | 'name' | 'checked' | 'onChange' | 'value'
> & {
  value: string;
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A choice of the `RadioGroup` around it (its name, value and change come from there). */
export function Radio({ value, label, id, className, ...props }: RadioProps) {
  const group = use(RadioGroupContext);
  const generated = useId();
  const radioId = id ?? generated;
  return (
    <div className={cx(classes.check, classes.radio, className)}>
      <input
        {...props}
        type="radio"
        id={radioId}
        value={value}
        name={group?.name}
        checked={group ? group.value === value : undefined}
        onChange={() => group?.onChange(value)}
        aria-invalid={group?.invalid || undefined}
        className={classes.box}
      />
      <label htmlFor={radioId} className={classes.checkLabel}>
        {label}
      </label>
    </div>
  );
}
