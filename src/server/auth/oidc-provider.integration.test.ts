// The loopback OpenID Connect provider that stands in for Google (tests/oidc-provider.ts), driven
// with plain fetch the way our server and a browser will: discovery, an authorization request
// shaped like Google's (PKCE S256, prompt=select_account, access_type=online), the login and
// consent pages, the code exchange, the id_token, userinfo, and a cancelled sign-in.
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeOidcLogin, type LoopbackOidcProvider, startOidcProvider } from '#tests/oidc-provider.ts';

const REDIRECT_URI = 'http://localhost:3999/api/auth/callback/google';
const ADA = { sub: '104937263526154839201', email: 'ada@example.com', name: 'Ada Lovelace', picture: 'http://localhost/ada.png' };

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  end_session_endpoint?: string;
  code_challenge_methods_supported: string[];
  token_endpoint_auth_methods_supported: string[];
  id_token_signing_alg_values_supported: string[];
  scopes_supported: string[];
  claims_supported: string[];
}

let oidc: LoopbackOidcProvider;
let discovery: Discovery;

beforeAll(async () => {
  oidc = await startOidcProvider({ redirectUris: [REDIRECT_URI] });
  oidc.addAccount(ADA);
  discovery = (await (await fetch(oidc.discoveryUrl)).json()) as Discovery;
});
afterAll(async () => {
  await oidc.stop();
});

/** An authorization request as our server (Better Auth's genericOAuth, set up like Google) makes it. */
function authorizationRequest(extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: oidc.clientId,
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    prompt: 'select_account',
    access_type: 'online',
    ...extra,
  }).toString();
  return { url: url.href, verifier, state, nonce };
}

async function exchange(code: string, verifier: string | undefined, auth: 'post' | 'basic' = 'post') {
  const form: Record<string, string> = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI };
  if (verifier) form.code_verifier = verifier;
  const headers: Record<string, string> = {};
  if (auth === 'post') Object.assign(form, { client_id: oidc.clientId, client_secret: oidc.clientSecret });
  else headers.authorization = `Basic ${Buffer.from(`${oidc.clientId}:${oidc.clientSecret}`).toString('base64')}`;
  const response = await fetch(discovery.token_endpoint, { method: 'POST', headers, body: new URLSearchParams(form) });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** Signs in with the helper and checks the redirect back to the client; returns its code. */
async function signInAs(login: string) {
  const request = authorizationRequest();
  const redirect = new URL(await completeOidcLogin(request.url, login));
  expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
  expect(redirect.searchParams.get('state')).toBe(request.state);
  expect(redirect.searchParams.get('iss')).toBe(oidc.issuer);
  const code = redirect.searchParams.get('code');
  if (!code) throw new Error(`no code in ${redirect.href}`);
  return { ...request, code };
}

describe('loopback OIDC provider standing in for Google', () => {
  it('publishes a discovery document with what Google offers', () => {
    expect(discovery.issuer).toBe(oidc.issuer);
    expect(oidc.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'client_secret_post']),
    );
    expect(discovery.id_token_signing_alg_values_supported).toEqual(['RS256']);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'email_verified', 'name', 'picture']));
    expect(discovery.end_session_endpoint).toBeUndefined();
  });

  it('answers a Google-shaped authorization request with the login page', async () => {
    const response = await fetch(authorizationRequest().url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const interaction = new URL(response.headers.get('location') ?? '', oidc.issuer);
    expect(interaction.pathname).toMatch(/^\/interaction\//);

    // The interaction page needs the cookies set with the redirect.
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const page = await fetch(interaction, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="login"');
    expect(html).toContain('>Continue</button>');
    expect(html).toContain('>Cancel</a>');
  });

  it('signs a known account in: code, tokens, a signed id_token with its claims, userinfo', async () => {
    const { code, verifier, nonce } = await signInAs('Ada@Example.com');
    const tokens = await exchange(code, verifier, 'post');
    expect(tokens.status).toBe(200);
    expect(tokens.body.token_type).toBe('Bearer');

    const { payload, protectedHeader } = await jwtVerify(
      tokens.body.id_token ?? '',
      createRemoteJWKSet(new URL(discovery.jwks_uri)),
      {
        issuer: oidc.issuer,
        audience: oidc.clientId,
      },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: ADA.sub,
      email: ADA.email,
      email_verified: true,
      name: ADA.name,
      picture: ADA.picture,
      nonce,
    });

    const userinfo = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({ sub: ADA.sub, email: ADA.email, name: ADA.name });
  });

  it('accepts client_secret_basic as well', async () => {
    const { code, verifier } = await signInAs(ADA.email);
    const tokens = await exchange(code, verifier, 'basic');
    expect(tokens.status).toBe(200);
    expect(tokens.body.id_token).toBeTruthy();
  });

  it('makes up an account for an unknown login, with the same sub every time', async () => {
    const first = await signInAs('grace@example.com');
    const second = await signInAs('grace@example.com');
    const subs = [];
    for (const { code, verifier } of [first, second]) {
      const tokens = await exchange(code, verifier);
      const claims = decodeJwt(tokens.body.id_token ?? '');
      expect(claims).toMatchObject({ email: 'grace@example.com', name: 'grace', email_verified: true });
      subs.push(claims.sub);
    }
    expect(subs[0]).toMatch(/^\d+$/);
    expect(subs[1]).toBe(subs[0]);
  });

  it('switches accounts in one browser: a second sign-in as someone else gets that account', async () => {
    const browser = new Map<string, string>();
    const subs = [];
    for (const login of [ADA.email, 'grace@example.com', ADA.email]) {
      const request = authorizationRequest();
      const redirect = new URL(await completeOidcLogin(request.url, login, { cookies: browser }));
      const tokens = await exchange(redirect.searchParams.get('code') ?? '', request.verifier);
      const userinfo = await fetch(discovery.userinfo_endpoint, {
        headers: { authorization: `Bearer ${tokens.body.access_token}` },
      });
      const claims = (await userinfo.json()) as { sub: string; email: string };
      expect(claims.email).toBe(login);
      subs.push(claims.sub);
    }
    expect(subs[0]).toBe(ADA.sub);
    expect(subs[1]).not.toBe(ADA.sub);
    expect(subs[2]).toBe(ADA.sub);
  });

  it('requires PKCE: no code_challenge is refused, a code without its verifier is not exchanged', async () => {
    const request = authorizationRequest();
    const withoutChallenge = new URL(request.url);
    withoutChallenge.searchParams.delete('code_challenge');
    withoutChallenge.searchParams.delete('code_challenge_method');
    const refused = await fetch(withoutChallenge, { redirect: 'manual' });
    const location = new URL(refused.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('state')).toBe(request.state);

    const { code } = await signInAs(ADA.email);
    const tokens = await exchange(code, undefined);
    expect(tokens.status).toBe(400);
    expect(tokens.body.error).toBe('invalid_grant');
  });

  it('redirects with error=access_denied and the state when the user cancels', async () => {
    const request = authorizationRequest();
    const redirect = new URL(await completeOidcLogin(request.url, ADA.email, { deny: true }));
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
      state: request.state,
      iss: oidc.issuer,
    });
  });
});
