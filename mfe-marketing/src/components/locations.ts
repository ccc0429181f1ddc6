import type { MessageDescriptor } from '@lingui/core';
import type { BOOKING_LOCATIONS } from '@hp/contracts';

/**
 * The spec's Mumbai areas (contracts' `BOOKING_LOCATIONS`, what is sent and stored) as the pages show them: the
 * area itself is the message id. Used by /booking's location choice and /demo's area filter.
 */
export const LOCATION_LABELS: Record<(typeof BOOKING_LOCATIONS)[number], MessageDescriptor> = {
  'Mumbai Central': /*i18n*/ { id: 'Mumbai Central' },
  'Andheri West': /*i18n*/ { id: 'Andheri West' },
  'Bandra East': /*i18n*/ { id: 'Bandra East' },
  Thane: /*i18n*/ { id: 'Thane' },
  'Navi Mumbai': /*i18n*/ { id: 'Navi Mumbai' },
  Borivali: /*i18n*/ { id: 'Borivali' },
  Malad: /*i18n*/ { id: 'Malad' },
  Goregaon: /*i18n*/ { id: 'Goregaon' },
};
