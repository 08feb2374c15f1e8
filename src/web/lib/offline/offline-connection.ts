// What counts as "no connection" for the device's copy: the API client's NETWORK
// error, a fetch that failed, or a request cancelled or timed out. Any other
// failure (a 404, a 500) is the server's answer and is shown as such.
import { ApiRequestError } from '#web/lib/api-client.ts';

export function isConnectionLoss(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.code === 'NETWORK';
  const name = (error as { name?: string } | null)?.name;
  const message = (error as { message?: string } | null)?.message ?? '';
  return name === 'AbortError' || name === 'TimeoutError' || /failed to fetch/i.test(message);
}
