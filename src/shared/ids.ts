import { z } from 'zod';

/** Path ids of domain records are UUIDs; anything else is a 400, not a database error. */
export const IdParamSchema = z.object({ id: z.uuid({ error: 'Invalid id' }) });
