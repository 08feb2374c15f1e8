// Better Auth answers errors as { code, message }; every API error of ours is
// { error: { code, message, fields? } } (src/shared/api-error.ts). Both are
// sent: the error object for our contract, the top-level fields for Better
// Auth's own client, which reads them.
const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

export async function withApiErrorShape(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const contentType = response.headers.get('content-type') ?? '';
  let body: Record<string, unknown> = {};
  if (contentType.includes('json')) {
    const parsed: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  }
  if (body.error && typeof body.error === 'object') return response;
  const code = typeof body.code === 'string' && body.code ? body.code : (STATUS_CODES[response.status] ?? 'INTERNAL');
  const message = typeof body.message === 'string' && body.message ? body.message : response.statusText || 'Request failed';
  const fields = body.fields && typeof body.fields === 'object' ? body.fields : undefined;
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, code, message, error: { code, message, ...(fields ? { fields } : {}) } }), {
    status: response.status,
    headers,
  });
}
