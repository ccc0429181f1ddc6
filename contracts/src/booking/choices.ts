// Schema-free, so that a page can name these lists without building the forms' schemas (enquiries.ts).

/** The spec's choice lists (public-site.md, section 3), in the order the forms show them. */
export const BOOKING_LOCATIONS = [
  'Mumbai Central',
  'Andheri West',
  'Bandra East',
  'Thane',
  'Navi Mumbai',
  'Borivali',
  'Malad',
  'Goregaon',
] as const;

export const BOOKING_TREATMENTS = [
  'General Dental Checkup',
  'Teeth Cleaning',
  'Root Canal Treatment',
  'Dental Implants',
  'Orthodontics (Braces)',
  'Teeth Whitening',
  'Oral Surgery',
  'Cosmetic Dentistry',
  'Pediatric Dentistry',
  'Emergency Dental Care',
] as const;

export const BOOKING_TIMES = [
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
  '6:00 PM',
] as const;

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const SEXES = ['male', 'female', 'other'] as const;
