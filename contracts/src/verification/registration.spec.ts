import { fieldErrorsFromZod } from '../common/errors.js';
import { ProviderRegistrationSchema, SPECIALIZATIONS, staffLabel } from './registration.js';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrorsFromZod(result.error as Parameters<typeof fieldErrorsFromZod>[0]);

// As a multipart form sends it: every field is text, the list is JSON.
const clinic = {
  entityType: 'clinic',
  name: 'Smile Dental Care',
  phone: '9876543210',
  email: 'Front.Desk@SmileDental.in ',
  address: '12 Hill Road, Bandra West',
  location: 'Mumbai',
  numberOfDoctors: '3',
  specializations: '["Dentistry","Orthodontics (braces)","Dentistry"]',
  acceptsEMI: 'yes',
  acceptsInsurance: 'no',
  password: 'BatteryStaple2',
};

describe('provider registration', () => {
  it('reads the multipart text: the number, the list (each once), the e-mail as stored', () => {
    expect(ProviderRegistrationSchema.parse(clinic)).toMatchObject({
      numberOfDoctors: 3,
      specializations: ['Dentistry', 'Orthodontics (braces)'],
      email: 'front.desk@smiledental.in',
    });
  });

  it('needs a specialization for a clinic only, and keeps none for a pharmacy or a lab', () => {
    expect(errorsOf(ProviderRegistrationSchema.safeParse({ ...clinic, specializations: '[]' }))).toEqual({
      specializations: 'Please select at least one specialization.',
    });
    const pharmacy = ProviderRegistrationSchema.parse({
      ...clinic,
      entityType: 'pharmacy',
      specializations: '["Dentistry"]',
    });
    expect(pharmacy.specializations).toEqual([]);
    expect(
      ProviderRegistrationSchema.parse({ ...clinic, entityType: 'lab', specializations: undefined })
        .specializations,
    ).toEqual([]);
  });

  it("asks for a clinic's own specialization in place of Others", () => {
    expect(
      errorsOf(ProviderRegistrationSchema.safeParse({ ...clinic, specializations: '["Others"]' })),
    ).toEqual({
      'specializations.0': 'Please type your specialization in place of Others',
    });
    expect(SPECIALIZATIONS).toContain('Others');
  });

  it('names every missing or wrong field', () => {
    expect(errorsOf(ProviderRegistrationSchema.safeParse({ numberOfDoctors: '-1' }))).toEqual({
      entityType: 'Please select an entity type',
      name: 'Name is required',
      phone: 'Phone number is required',
      email: 'Email is required',
      address: 'Address is required',
      location: 'City / location is required',
      numberOfDoctors: 'The number cannot be below 0',
      acceptsEMI: 'Please say whether you accept EMI',
      acceptsInsurance: 'Please say whether you accept insurance',
      password: 'Password is required',
    });
    expect(errorsOf(ProviderRegistrationSchema.safeParse({ ...clinic, numberOfDoctors: 'three' }))).toEqual({
      numberOfDoctors: 'Please enter a number',
    });
  });

  it("labels the staff count by the provider's kind", () => {
    expect(staffLabel).toEqual({
      clinic: 'Number of doctors',
      pharmacy: 'Number of pharmacists',
      lab: 'Number of technicians',
    });
  });
});
