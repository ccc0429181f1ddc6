import { z } from 'zod';

/** For commands that carry no data (the actor in the envelope is all they need). */
export const NoDataSchema = z.object({});
