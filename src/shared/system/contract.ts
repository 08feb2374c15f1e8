// The system operations' shapes: the health answer and the reference page's files.
import { z } from 'zod';

export const HealthSchema = z.object({
  /** `draining`: this process is stopping and a load balancer should send it nothing new. */
  status: z.enum(['ok', 'error', 'draining']),
  db: z.enum(['ok', 'unreachable']),
  version: z.string(),
  /** Seconds since the process started. */
  uptime: z.number().int(),
});
export type Health = z.infer<typeof HealthSchema>;

/** The reference page's own files, served from the swagger-ui-dist package. */
export const API_REFERENCE_ASSETS = {
  'swagger-ui.css': 'css',
  'reference.css': 'css',
  'swagger-ui-bundle.js': 'javascript',
  'reference.js': 'javascript',
} as const;
