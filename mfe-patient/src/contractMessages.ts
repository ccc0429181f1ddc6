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
  // The consultation form (ConsultationFormSchema)
  /*i18n*/ { id: 'Full name is required' },
  /*i18n*/ { id: 'Full name must be at least 2 characters long' },
  /*i18n*/ { id: 'Full name must be at most 100 characters long' },
  /*i18n*/ { id: 'Consultation date is required' },
  /*i18n*/ { id: 'Please enter a valid date' },
  /*i18n*/ { id: 'Please choose today or a later date' },
  /*i18n*/ { id: 'Please choose a date within the next 90 days' },
  /*i18n*/ { id: 'Consultation time is required' },
  /*i18n*/ { id: 'Purpose of consultation is required' },
  /*i18n*/ { id: 'Purpose must be at least 10 characters long' },
  /*i18n*/ { id: 'Purpose must be at most 1000 characters long' },
  // The pharmacy and lab upload forms (PrescriptionUploadSchema)
  /*i18n*/ { id: 'The type must be pharmacy or lab' },
  /*i18n*/ { id: 'Please choose a pharmacy or laboratory' },
  /*i18n*/ { id: 'Service must be at most 200 characters long' },
  /*i18n*/ { id: 'Username is required' },
  /*i18n*/ { id: 'Username must be at most 100 characters long' },
  /*i18n*/ { id: 'Mobile number is required' },
  /*i18n*/ { id: "Doctor's name is required" },
  /*i18n*/ { id: "Doctor's name must be at most 100 characters long" },
  /*i18n*/ { id: 'Prescribed date is required' },
  // The role has no message of its own (zod's default; the pages set it, so no form can give it)
  /*i18n*/ { id: 'Invalid input: expected "300"' },
] as const;

/**
 * Messages the contracts' checks and the services give that no schema lists statically (a refinement's, a 409's,
 * the upload's): the page shows them in its language too.
 */
export const serverMessages = [
  /*i18n*/ { id: 'Please choose one of the available times' },
  /*i18n*/ { id: 'This time has already passed. Please choose a later time.' },
  /*i18n*/ { id: 'This time slot is full. Please choose another time.' },
  /*i18n*/ { id: 'This clinic is not available for booking.' },
  /*i18n*/ { id: 'There is no alternative time waiting for your answer.' },
  /*i18n*/ { id: 'The alternative time is full. Please choose another time.' },
  /*i18n*/ { id: 'Prescription file is required' },
  /*i18n*/ { id: 'The prescription must be a JPG, PNG, WEBP or PDF file' },
  /*i18n*/ { id: 'The prescription file is empty' },
  /*i18n*/ { id: 'The file is larger than 5 MB. Please choose a smaller file.' },
  /*i18n*/ { id: 'This pharmacy is not available for prescriptions. Please choose another one.' },
  /*i18n*/ { id: 'This laboratory is not available for lab test prescriptions. Please choose another one.' },
] as const;
