/*
 * The validation messages of the contracts' schemas this area's forms use. They are English in @hp/contracts (the
 * server answers with the same ones); listed here so that `lingui extract` puts them in this area's catalogue, and
 * the forms show them in the page's language (@hp/ui's fields and `inPageLanguage`). contractMessages.spec.ts fails
 * when a schema gains a message that is not listed.
 */
export const contractMessages = [
  /*i18n*/ { id: 'Please select an entity type' },
  /*i18n*/ { id: 'Name is required' },
  /*i18n*/ { id: 'Name must be at most 120 characters long' },
  /*i18n*/ { id: 'Phone number is required' },
  /*i18n*/ { id: 'Please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9' },
  /*i18n*/ { id: 'Email is required' },
  /*i18n*/ { id: 'Email is too long' },
  /*i18n*/ { id: 'Please enter a valid email address' },
  /*i18n*/ { id: 'Address is required' },
  /*i18n*/ { id: 'Address must be at most 300 characters long' },
  /*i18n*/ { id: 'City / location is required' },
  /*i18n*/ { id: 'City / location must be at most 100 characters long' },
  /*i18n*/ { id: 'Please select your state or union territory' },
  /*i18n*/ { id: 'The HFR ID is IN followed by 10 digits, for example IN2710000123' },
  /*i18n*/ { id: 'Please enter a number' },
  /*i18n*/ { id: 'Please enter a smaller number' },
  /*i18n*/ { id: 'Please select at least one specialization.' },
  /*i18n*/ { id: 'Please choose at most 30 specializations' },
  /*i18n*/ { id: 'Please say whether you accept EMI' },
  /*i18n*/ { id: 'Please say whether you accept insurance' },
  /*i18n*/ { id: 'Password is required' },
  /*i18n*/ { id: 'Password must be at least 8 characters long' },
  /*i18n*/ { id: 'Password must be at most 128 characters long' },
  /*i18n*/ { id: 'OTP is required' },
  /*i18n*/ { id: 'The OTP is the 6-digit code from the e-mail' },
  // The role has no message of its own (zod's default; the pages set it, so no form can give it)
  /*i18n*/ { id: 'Invalid input: expected "400"' },
] as const;

/**
 * Messages of the registration schema that the check's probes (one text per field) cannot reach: a number's range
 * and a specialization's text. Listed for translation only.
 */
export const itemMessages = [
  /*i18n*/ { id: 'Please enter a whole number' },
  /*i18n*/ { id: 'The number cannot be below 0' },
  /*i18n*/ { id: 'A specialization must be at least 2 characters long' },
  /*i18n*/ { id: 'A specialization must be at most 60 characters long' },
  /*i18n*/ { id: 'Please type your specialization in place of Others' },
  // What the gateway answers about the file (413 and 400 with `fields.licenseProof`).
  /*i18n*/ { id: 'The licence proof must be a PDF, JPG or PNG file' },
  /*i18n*/ { id: 'The file is larger than 5 MB. Please choose a smaller file.' },
  /*i18n*/ { id: 'Only one file is taken, as licenseProof' },
  // Login refusals (the server's messages, shown in the toast).
  /*i18n*/ { id: 'Your registration was not approved.' },
  /*i18n*/ { id: 'Invalid email or password.' },
  /*i18n*/ { id: 'An account with this email already exists.' },
  /*i18n*/ { id: 'An account with this phone number already exists.' },
] as const;

/**
 * The payment link's messages (`PAYMENT_LINK_MESSAGES`: the dialog's checks and the server's) and what the payment
 * and booking services answer about a link, for translation. The dialog builds the request's objects itself, so the
 * schema's other messages (a missing object) cannot show; contractMessages.spec.ts checks this list against the
 * contract's.
 */
export const paymentLinkMessages = [
  /*i18n*/ { id: 'Please enter a valid amount of at least ₹1.00' },
  /*i18n*/ { id: 'Minimum amount is ₹1.00' },
  /*i18n*/ { id: 'Please provide customer email and phone' },
  /*i18n*/ { id: 'Please select at least one payment method' },
  /*i18n*/ { id: 'Expiry date cannot be in the past' },
  /*i18n*/ { id: 'Expiry date cannot exceed 180 days from today' },
  /*i18n*/ { id: 'Payment link not found.' },
  /*i18n*/ { id: 'Consultation not found.' },
] as const;
