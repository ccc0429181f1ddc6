/*
 * The validation messages of the contracts' schemas this area's forms use. They are English in @hp/contracts (the
 * server answers with the same ones); listed here so that `lingui extract` puts them in this area's catalogue, and
 * the forms show them in the page's language (@hp/ui's fields and `inPageLanguage`). contractMessages.spec.ts fails
 * when a schema gains a message that is not listed.
 */
export const contractMessages = [
  /*i18n*/ { id: 'Name is required' },
  /*i18n*/ { id: 'Name must be at least 2 characters long' },
  /*i18n*/ { id: 'Name must be at most 100 characters long' },
  /*i18n*/ { id: 'Phone number is required' },
  /*i18n*/ { id: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9' },
  /*i18n*/ { id: 'Email is required' },
  /*i18n*/ { id: 'Email is too long' },
  /*i18n*/ { id: 'Please enter a valid email address' },
  /*i18n*/ { id: 'Password is required' },
  /*i18n*/ { id: 'Password must be at least 8 characters long' },
  /*i18n*/ { id: 'Password must be at most 128 characters long' },
  /*i18n*/ { id: 'OTP is required' },
  /*i18n*/ { id: 'The OTP is the 6-digit code from the e-mail' },
  // The role has no message of its own (zod's default; the pages set it, so no form can give it)
  /*i18n*/ { id: 'Invalid input: expected "300"' },
] as const;
