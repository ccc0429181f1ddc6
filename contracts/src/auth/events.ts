import { z } from '../common/zod.js';

/** Data of auth.evt.user-registered.v1 (inside an EventEnvelope). Consumers must tolerate duplicates. */
export const UserRegisteredEventSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  registeredAt: z.string(),
});
export type UserRegisteredEvent = z.infer<typeof UserRegisteredEventSchema>;
