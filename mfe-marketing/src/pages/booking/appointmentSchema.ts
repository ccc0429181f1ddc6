// The form's schema, a chunk of its own (it brings zod): fetched once the page has been painted.
export { AppointmentRequestSchema } from '@hp/contracts';
