import { useLingui } from '@lingui/react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { NativeSelect } from '../kit';
import { ENTITY_TYPES, type entityTypeLabel } from '@hp/contracts';
import { inPageLanguage, markedText } from '../i18n/markedText';

/** The contracts' labels (`entityTypeLabel`, English), marked for the areas' catalogues. */
const ENTITY_TYPE_TEXTS = {
  clinic: markedText(/*i18n*/ { id: 'Clinic' }),
  pharmacy: markedText(/*i18n*/ { id: 'Pharmacy' }),
  lab: markedText(/*i18n*/ { id: 'Laboratory' }),
} satisfies typeof entityTypeLabel;

export interface EntityTypeSelectProps<T extends FieldValues, TSubmitted> {
  control: Control<T, unknown, TSubmitted>;
  name: Path<T>;
  label?: string;
  /** Shown but not changeable (a recovery past its first step). */
  readOnly?: boolean;
}

/**
 * Clinic, pharmacy or laboratory: what a provider account is, chosen on its login and recovery forms. The phone's own
 * picker (a native select), as on the public forms: no popover code to download for three choices.
 */
export function EntityTypeSelect<T extends FieldValues, TSubmitted = T>({
  control,
  name,
  label,
  readOnly,
}: EntityTypeSelectProps<T, TSubmitted>) {
  const { i18n } = useLingui();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelect
          label={label ?? i18n._('Entity Type')}
          required
          // A select cannot be read-only; a disabled one shows its choice and keeps it.
          disabled={readOnly ?? false}
          error={inPageLanguage(i18n, fieldState.error?.message)}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        >
          <option value="" disabled>
            {i18n._('Select entity type')}
          </option>
          {ENTITY_TYPES.map((value) => (
            <option key={value} value={value}>
              {i18n._(ENTITY_TYPE_TEXTS[value])}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}
