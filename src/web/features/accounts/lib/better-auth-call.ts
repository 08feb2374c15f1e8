// Better Auth's client answers { data, error } instead of throwing. This turns
// its errors into the ApiRequestError every other API call throws (with the
// server's code, message and field errors), so TanStack Query mutations and the
// generic error texts of spec section 8 treat both alike.
import { ApiRequestError } from '#web/lib/api-client.ts';

interface BetterAuthError {
  status: number;
  statusText?: string;
  code?: string;
  message?: string;
  /** Our server adds { error: { code, message, fields } } to Better Auth's answers (auth-response.ts). */
  error?: { code?: string; message?: string; fields?: Record<string, string[]> };
}

type BetterAuthResult<T> = { data: T; error: null } | { data: null; error: BetterAuthError };

export function toApiRequestError(error: BetterAuthError): ApiRequestError {
  const code = error.error?.code ?? error.code ?? 'HTTP_ERROR';
  const message = error.error?.message ?? error.message ?? error.statusText ?? 'Request failed';
  return new ApiRequestError(error.status, code, message, error.error?.fields);
}

/** Awaits a Better Auth client call; resolves to its data or throws an ApiRequestError. */
export async function callAuth<T>(request: Promise<BetterAuthResult<T>>): Promise<NonNullable<T>> {
  let result: BetterAuthResult<T>;
  try {
    result = await request;
  } catch {
    throw new ApiRequestError(0, 'NETWORK', 'Failed to fetch');
  }
  if (result.error) throw toApiRequestError(result.error);
  return result.data as NonNullable<T>;
}

/** Whether a failure carries one of Better Auth's (or our) error codes. */
export function hasErrorCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof ApiRequestError && codes.includes(error.code);
}
