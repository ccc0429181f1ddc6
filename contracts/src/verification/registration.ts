import { z } from '../common/zod.js';
import { emailField, mobileField, newPasswordField, requiredText } from '../common/fields.js';
import { EntityTypeSchema, type EntityType } from '../common/roles.js';
import { HFR_ID_MESSAGE, HFR_ID_PATTERN, INDIAN_STATE_CODES } from '../common/indian-states.js';
import { SPECIALIZATIONS } from './choices.js';

export { SPECIALIZATIONS };

/** A provider's registration, from sign-up to the admin's decision. */
export const PROVIDER_STATUSES = ['pending', 'under_review', 'approved', 'rejected'] as const;
export const ProviderStatusSchema = z.enum(PROVIDER_STATUSES);
export type ProviderStatus = z.infer<typeof ProviderStatusSchema>;

/** Who "number of doctors" counts: the form's label for each kind of provider. */
export const staffLabel: Record<EntityType, string> = {
  clinic: 'Number of doctors',
  pharmacy: 'Number of pharmacists',
  lab: 'Number of technicians',
};

/** The licence proof: pdf, jpg/jpeg or png (told by its bytes, see common/files.ts), at most 5 MB, optional. */
export const LICENCE_PROOF_KINDS = ['pdf', 'jpeg', 'png'] as const;
export const LICENCE_PROOF_MESSAGE = 'The licence proof must be a PDF, JPG or PNG file';

const yesNo = (what: string) => z.enum(['yes', 'no'], { error: `Please say whether you accept ${what}` });

/** A multipart form sends the list as JSON text; the browser's own form state holds it as a list. */
const listFromForm = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const specializationField = z.string().check(
  z.trim(),
  z.minLength(2, 'A specialization must be at least 2 characters long'),
  z.maxLength(60, 'A specialization must be at most 60 characters long'),
  z.refine((value) => value !== 'Others', 'Please type your specialization in place of Others'),
);

/** The state or union territory, by its ISO 3166-2:IN code (`IN-MH`); see common/indian-states.ts. */
export const IndianStateSchema = z.enum(INDIAN_STATE_CODES, {
  error: 'Please select your state or union territory',
});

/** ABDM's facility id where the provider has one: '' means none, anything else must look like one (any case). */
const hfrIdField = z.optional(
  z.pipe(
    z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.refine((value) => value === '' || HFR_ID_PATTERN.test(value), HFR_ID_MESSAGE),
    ),
    z.transform((value) => value || undefined),
  ),
);

/**
 * `POST /api/clinic/register`'s fields (multipart, with the licence proof as the file `licenseProof`): the spec's
 * names, plus `state` (required since issue 17) and `hfrId` (optional). Numbers and yes/no answers arrive as text and
 * are read here; a clinic needs at least one specialization, and only a clinic keeps any.
 */
export const ProviderRegistrationSchema = z.pipe(
  z
    .object({
      entityType: EntityTypeSchema,
      name: requiredText('Name', 120),
      phone: mobileField,
      email: emailField,
      address: requiredText('Address', 300),
      location: requiredText('City / location', 100),
      state: IndianStateSchema,
      hfrId: hfrIdField,
      numberOfDoctors: z.coerce
        .number({ error: 'Please enter a number' })
        .check(
          z.int('Please enter a whole number'),
          z.gte(0, 'The number cannot be below 0'),
          z.lte(10_000, 'Please enter a smaller number'),
        ),
      specializations: z.pipe(
        z.transform(listFromForm),
        z._default(
          z
            .array(specializationField, { error: 'Please select at least one specialization.' })
            .check(z.maxLength(30, 'Please choose at most 30 specializations')),
          [],
        ),
      ),
      acceptsEMI: yesNo('EMI'),
      acceptsInsurance: yesNo('insurance'),
      password: newPasswordField,
    })
    .check(
      z.superRefine((form, context) => {
        if (form.entityType === 'clinic' && form.specializations.length === 0)
          context.addIssue({
            code: 'custom',
            path: ['specializations'],
            message: 'Please select at least one specialization.',
          });
      }),
    ),
  z.transform((form) => ({
    ...form,
    specializations: form.entityType === 'clinic' ? [...new Set(form.specializations)] : [],
  })),
);
export type ProviderRegistration = z.output<typeof ProviderRegistrationSchema>;
export type ProviderRegistrationForm = z.input<typeof ProviderRegistrationSchema>;
