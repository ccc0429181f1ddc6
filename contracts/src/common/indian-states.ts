// Schema-free, so that a form page can list the states without building the registration's schemas.

/**
 * India's 28 states and 8 union territories by their ISO 3166-2:IN codes (as the ISO 3166 Maintenance Agency lists
 * them since its 2023 changes: IN-CG, IN-OD, IN-TS, IN-UK; IN-DH since the 2020 merger of Dadra and Nagar Haveli with
 * Daman and Diu; IN-LA since Ladakh became a union territory) with their current official English names. The code is
 * what is stored and sent; the name is what people read (and what FHIR's `Location.address.state` carries).
 */
export const INDIAN_STATES = {
  'IN-AP': { name: 'Andhra Pradesh', kind: 'state' },
  'IN-AR': { name: 'Arunachal Pradesh', kind: 'state' },
  'IN-AS': { name: 'Assam', kind: 'state' },
  'IN-BR': { name: 'Bihar', kind: 'state' },
  'IN-CG': { name: 'Chhattisgarh', kind: 'state' },
  'IN-GA': { name: 'Goa', kind: 'state' },
  'IN-GJ': { name: 'Gujarat', kind: 'state' },
  'IN-HR': { name: 'Haryana', kind: 'state' },
  'IN-HP': { name: 'Himachal Pradesh', kind: 'state' },
  'IN-JH': { name: 'Jharkhand', kind: 'state' },
  'IN-KA': { name: 'Karnataka', kind: 'state' },
  'IN-KL': { name: 'Kerala', kind: 'state' },
  'IN-MP': { name: 'Madhya Pradesh', kind: 'state' },
  'IN-MH': { name: 'Maharashtra', kind: 'state' },
  'IN-MN': { name: 'Manipur', kind: 'state' },
  'IN-ML': { name: 'Meghalaya', kind: 'state' },
  'IN-MZ': { name: 'Mizoram', kind: 'state' },
  'IN-NL': { name: 'Nagaland', kind: 'state' },
  'IN-OD': { name: 'Odisha', kind: 'state' },
  'IN-PB': { name: 'Punjab', kind: 'state' },
  'IN-RJ': { name: 'Rajasthan', kind: 'state' },
  'IN-SK': { name: 'Sikkim', kind: 'state' },
  'IN-TN': { name: 'Tamil Nadu', kind: 'state' },
  'IN-TS': { name: 'Telangana', kind: 'state' },
  'IN-TR': { name: 'Tripura', kind: 'state' },
  'IN-UP': { name: 'Uttar Pradesh', kind: 'state' },
  'IN-UK': { name: 'Uttarakhand', kind: 'state' },
  'IN-WB': { name: 'West Bengal', kind: 'state' },
  'IN-AN': { name: 'Andaman and Nicobar Islands', kind: 'union territory' },
  'IN-CH': { name: 'Chandigarh', kind: 'union territory' },
  'IN-DH': { name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'union territory' },
  'IN-DL': { name: 'Delhi', kind: 'union territory' },
  'IN-JK': { name: 'Jammu and Kashmir', kind: 'union territory' },
  'IN-LA': { name: 'Ladakh', kind: 'union territory' },
  'IN-LD': { name: 'Lakshadweep', kind: 'union territory' },
  'IN-PY': { name: 'Puducherry', kind: 'union territory' },
} as const satisfies Record<string, { name: string; kind: 'state' | 'union territory' }>;

export type IndianStateCode = keyof typeof INDIAN_STATES;

/** The codes, states first, then union territories, each in the order of their English names. */
export const INDIAN_STATE_CODES = Object.keys(INDIAN_STATES) as [IndianStateCode, ...IndianStateCode[]];

export const isIndianStateCode = (code: string): code is IndianStateCode =>
  Object.hasOwn(INDIAN_STATES, code);

/** The state's English name, or undefined for a code that is not one (a row older than the list, say). */
export const indianStateName = (code: string): string | undefined =>
  isIndianStateCode(code) ? INDIAN_STATES[code].name : undefined;

/**
 * ABDM's Health Facility Registry id (HFR ID): `IN` and 10 digits, as the registry issues them (IN2710000123).
 * Schema-free so that a page can say the format without the schemas.
 */
export const HFR_ID_PATTERN = /^IN\d{10}$/;
export const HFR_ID_MESSAGE = 'The HFR ID is IN followed by 10 digits, for example IN2710000123';
