import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Select } from '@mantine/core';
import { EntityTypeSchema, entityTypeLabel } from '@hp/contracts';

const OPTIONS = EntityTypeSchema.options.map((value) => ({ value, label: entityTypeLabel[value] }));

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
  label = 'Entity Type',
  readOnly,
}: EntityTypeSelectProps<T, TSubmitted>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder="Select entity type"
          data={OPTIONS}
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
