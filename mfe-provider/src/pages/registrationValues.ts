import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import {
  ProviderRegistrationSchema,
  type EntityType,
  type IndianStateCode,
  type ProviderRegistration,
  type ProviderRegistrationForm,
} from '@hp/contracts';
import { contractResolver } from '@hp/ui';

/** What the registration form holds: the spec's fields, unanswered choices as '', and the text that replaces Others. */
export interface RegistrationValues {
  entityType: EntityType | '';
  name: string;
  phone: string;
  email: string;
  address: string;
  location: string;
  state: IndianStateCode | '';
  /** ABDM's facility id; '' when the provider has none. */
  hfrId: string;
  numberOfDoctors: string;
  specializations: string[];
  otherSpecialization: string;
  acceptsEMI: 'yes' | 'no' | '';
  acceptsInsurance: 'yes' | 'no' | '';
  password: string;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  entityType: '',
  name: '',
  phone: '',
  email: '',
  address: '',
  location: '',
  state: '',
  hfrId: '',
  numberOfDoctors: '',
  specializations: [],
  otherSpecialization: '',
  acceptsEMI: '',
  acceptsInsurance: '',
  password: '',
};

const unanswered = <T extends string>(value: T | '') => (value === '' ? undefined : value);

/** The form as the contract reads it: 'Others' replaced by the clinic's own text, unanswered choices missing. */
export function registrationRequest({ otherSpecialization, ...values }: RegistrationValues) {
  return {
    ...values,
    entityType: unanswered(values.entityType),
    state: unanswered(values.state),
    acceptsEMI: unanswered(values.acceptsEMI),
    acceptsInsurance: unanswered(values.acceptsInsurance),
    // An empty box is no number (the contract would read '' as 0).
    numberOfDoctors: values.numberOfDoctors.trim() === '' ? undefined : values.numberOfDoctors,
    // Only a clinic has specializations (the boxes ticked before switching to pharmacy or lab are not sent).
    specializations:
      values.entityType === 'clinic'
        ? values.specializations.map((name) => (name === 'Others' ? otherSpecialization : name))
        : [],
  } as ProviderRegistrationForm;
}

const schemaResolver = contractResolver(ProviderRegistrationSchema);

/**
 * Checks the form with `ProviderRegistrationSchema` (the gateway's own rules and messages). Only the clinic's own text
 * can make one specialization invalid, so such a message shows under that text box.
 */
export const registrationResolver: Resolver<RegistrationValues, unknown, ProviderRegistration> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(
    registrationRequest(values),
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );
  if (!result.errors || Object.keys(result.errors).length === 0) return result as never;
  const { specializations, ...errors } = result.errors as FieldErrors<RegistrationValues> &
    Record<string, unknown>;
  const moved: FieldErrors<RegistrationValues> = { ...errors };
  if (specializations) {
    const whole = specializations as FieldError;
    if (typeof whole.message === 'string') moved.specializations = whole;
    else {
      const first = Object.values(specializations).find(
        (item): item is FieldError => typeof (item as FieldError | undefined)?.message === 'string',
      );
      if (first) moved.otherSpecialization = first;
    }
  }
  return { values: {}, errors: moved };
};
