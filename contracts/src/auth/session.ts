import { z } from '../common/zod.js';

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

// ---- logout ------------------------------------------------------------------------------------

/** The earlier clients send their id; the server ignores it and uses the token and cookie. */
export const LogoutRequestSchema = z._default(
  z.object({
    userId: z.optional(z.string()),
    id: z.optional(z.string()),
    entityType: z.optional(z.string()),
  }),
  {},
);
export type LogoutRequest = z.input<typeof LogoutRequestSchema>;
