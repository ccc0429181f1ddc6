import { useLingui } from '@lingui/react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Select } from '@mantine/core';
import { EntityTypeSchema, type entityTypeLabel } from '@hp/contracts';
import { markedText } from '../i18n/markedText';

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

/** Clinic, pharmacy or laboratory: what a provider account is, chosen on its login and recovery forms. */
export function EntityTypeSelect<T extends FieldValues, TSubmitted = T>({
  control,
  name,
  label,
  readOnly,
}: EntityTypeSelectProps<T, TSubmitted>) {
  const { i18n } = useLingui();
  const options = EntityTypeSchema.options.map((value) => ({ value, label: i18n._(ENTITY_TYPE_TEXTS[value]) }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label ?? i18n._('Entity Type')}
          placeholder={i18n._('Select entity type')}
          data={options}
          required
          allowDeselect={false}
          readOnly={readOnly ?? false}
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
