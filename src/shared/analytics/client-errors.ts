import { z } from 'zod';

/** An error the web app caught and reports to the server's log (error screens, failed requests). */
export const ClientErrorReportSchema = z.strictObject({
  context: z.string().trim().min(1).max(100),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  path: z.string().max(2000),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
