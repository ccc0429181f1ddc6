import type { MessageDescriptor } from '@lingui/core';

/**
 * The spec's navigation, in order. Labels are message descriptors (translated where they are shown); the
 * `/*i18n*\/` mark lets `lingui extract` find them.
 */
export const navLinks: readonly { label: MessageDescriptor; to: string; callToAction?: true }[] = [
  { label: /*i18n*/ { id: 'Home' }, to: '/' },
  { label: /*i18n*/ { id: 'Membership Plans' }, to: '/membership' },
  { label: /*i18n*/ { id: 'Available Clinics' }, to: '/demo' },
  { label: /*i18n*/ { id: 'Insurance' }, to: '/insurance' },
  { label: /*i18n*/ { id: 'Clinic' }, to: '/cliniclog' },
  { label: /*i18n*/ { id: 'Book Now' }, to: '/userlog', callToAction: true },
];
