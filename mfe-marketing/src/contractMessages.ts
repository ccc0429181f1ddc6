/*
 * The validation messages of the contracts' schemas this area's forms use. They are English in @hp/contracts (the
 * server answers with the same ones); listed here so that `lingui extract` puts them in this area's catalogue, and
 * the forms show them in the page's language (`translated` in components/enquiries/formText.ts). contractMessages.spec.ts fails
 * when a schema gains a message that is not listed.
 */
export const contractMessages = [
  /*i18n*/ { id: 'Name is required' },
  /*i18n*/ { id: 'Name must be at least 2 characters long' },
  /*i18n*/ { id: 'Name must be at most 100 characters long' },
  /*i18n*/ { id: 'Email is required' },
  /*i18n*/ { id: 'Email is too long' },
  /*i18n*/ { id: 'Please enter a valid email address' },
  /*i18n*/ { id: 'Message is required' },
  /*i18n*/ { id: 'Message must be at most 2000 characters long' },
  /*i18n*/ { id: 'Phone number is required' },
  /*i18n*/ { id: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9' },
  /*i18n*/ { id: 'Please select a location' },
  /*i18n*/ { id: 'Please select a treatment' },
  /*i18n*/ { id: 'Please choose a preferred date' },
  /*i18n*/ { id: 'Please enter a valid date' },
  /*i18n*/ { id: 'Please choose today or a later date' },
  /*i18n*/ { id: 'Please select a preferred time' },
  /*i18n*/ { id: 'Address is required' },
  /*i18n*/ { id: 'Address must be at most 500 characters long' },
  /*i18n*/ { id: 'Date of birth is required' },
  /*i18n*/ { id: 'Date of birth must be in the past' },
  /*i18n*/ { id: 'Please select your marital status' },
  /*i18n*/ { id: 'Please select your sex' },
  /*i18n*/ { id: 'Full name is required' },
  /*i18n*/ { id: 'Full name must be at least 2 characters long' },
  /*i18n*/ { id: 'Full name must be at most 100 characters long' },
  /*i18n*/ { id: 'Consultation date is required' },
  /*i18n*/ { id: 'Please choose a date within the next 90 days' },
  /*i18n*/ { id: 'Consultation time is required' },
  /*i18n*/ { id: 'Purpose of consultation is required' },
  /*i18n*/ { id: 'Purpose must be at least 10 characters long' },
  /*i18n*/ { id: 'Purpose must be at most 1000 characters long' },
  /*i18n*/ { id: 'First name and last name are required' },
  /*i18n*/ { id: 'Please enter a valid 10-digit mobile number' },
  /*i18n*/ { id: 'Please select a service' },
  /*i18n*/ { id: 'Please enter a valid amount (minimum ₹100)' },
  /*i18n*/ { id: 'At most 10 characters' },
  /*i18n*/ { id: 'At most 100 characters' },
  /*i18n*/ { id: 'At most 200 characters' },
  /*i18n*/ { id: 'At most 500 characters' },
  // PaymentFormSchema's country has no message of its own (zod's default; the page's select cannot give it)
  /*i18n*/ { id: 'Invalid option: expected one of "INDIA"|"USA"|"UK"|"CANADA"' },
] as const;
