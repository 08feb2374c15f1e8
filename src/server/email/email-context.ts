import type { Config } from '../config.ts';
import type { EmailContext } from './email-queue.ts';

/** Links in mail point at BASE_URL; unsubscribe tokens are signed with a key derived from AUTH_SECRET. */
export function emailContextFrom(config: Config): EmailContext {
  return { siteUrl: config.baseUrl, secret: config.authSecret };
}
