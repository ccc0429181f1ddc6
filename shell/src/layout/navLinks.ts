/** The spec's navigation, in order. Pages without a remote yet show the 404 page until they land. */
export const navLinks = [
  { label: 'Home', to: '/' },
  { label: 'Membership Plans', to: '/membership' },
  { label: 'Available Clinics', to: '/demo' },
  { label: 'Insurance', to: '/insurance' },
  { label: 'Clinic', to: '/cliniclog' },
  { label: 'Book Now', to: '/userlog', callToAction: true },
] as const;
