import { fieldErrorsFromZod } from '../common/errors.js';
import { INDIAN_STATE_CODES, INDIAN_STATES, indianStateName } from '../common/indian-states.js';
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
  state: 'IN-MH',
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
      state: 'Please select your state or union territory',
      numberOfDoctors: 'The number cannot be below 0',
      acceptsEMI: 'Please say whether you accept EMI',
      acceptsInsurance: 'Please say whether you accept insurance',
      password: 'Password is required',
    });
    expect(errorsOf(ProviderRegistrationSchema.safeParse({ ...clinic, numberOfDoctors: 'three' }))).toEqual({
      numberOfDoctors: 'Please enter a number',
    });
  });

  it('needs the state or union territory by its ISO 3166-2:IN code', () => {
    expect(ProviderRegistrationSchema.parse(clinic).state).toBe('IN-MH');
    for (const state of [undefined, '', 'Maharashtra', 'MH', 'IN-XX', 'IN-OR'])
      expect(errorsOf(ProviderRegistrationSchema.safeParse({ ...clinic, state }))).toEqual({
        state: 'Please select your state or union territory',
      });
  });

  it('lists the 28 states and 8 union territories by their current codes and names', () => {
    const kinds = Object.values(INDIAN_STATES).map((state) => state.kind);
    expect(kinds.filter((kind) => kind === 'state')).toHaveLength(28);
    expect(kinds.filter((kind) => kind === 'union territory')).toHaveLength(8);
    expect(INDIAN_STATE_CODES).toHaveLength(36);
    for (const code of INDIAN_STATE_CODES) expect(code).toMatch(/^IN-[A-Z]{2}$/);
    expect(indianStateName('IN-DH')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(indianStateName('IN-LA')).toBe('Ladakh');
    expect(INDIAN_STATES['IN-JK']).toEqual({ name: 'Jammu and Kashmir', kind: 'union territory' });
    expect(indianStateName('IN-TS')).toBe('Telangana');
    // Codes retired by ISO 3166-2 are not offered.
    for (const retired of ['IN-CT', 'IN-OR', 'IN-TG', 'IN-UT', 'IN-DN', 'IN-DD'])
      expect(indianStateName(retired)).toBeUndefined();
  });

  it('takes an optional HFR ID (IN and 10 digits), leaving it out when empty', () => {
    expect(ProviderRegistrationSchema.parse(clinic)).not.toHaveProperty('hfrId');
    expect(ProviderRegistrationSchema.parse({ ...clinic, hfrId: '' }).hfrId).toBeUndefined();
    expect(ProviderRegistrationSchema.parse({ ...clinic, hfrId: '   ' }).hfrId).toBeUndefined();
    expect(ProviderRegistrationSchema.parse({ ...clinic, hfrId: ' in2710000123 ' }).hfrId).toBe(
      'IN2710000123',
    );
    for (const hfrId of ['2710000123', 'IN271000012', 'IN27100001234', 'IN27-1000-0123', 'HFR2710000123'])
      expect(errorsOf(ProviderRegistrationSchema.safeParse({ ...clinic, hfrId }))).toEqual({
        hfrId: 'The HFR ID is IN followed by 10 digits, for example IN2710000123',
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
