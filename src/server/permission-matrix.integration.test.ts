// The permission matrix of every operation that changes something, enumerated
// from the operations the app mounts (ADR 0025), so an operation is covered the
// day it is mounted: members-only ones refuse anonymous visitors with 401
// before reading their input; admin-only ones refuse anonymous visitors (401)
// and members (403); and the few anyone may call are named here, each with the
// reason it is public and what protects it. Who may act on whose record (the
// other member, the judge, the organizer) is each module's own matrix, in its
// integration tests; admin operations are also checked for judges and
// organizers in modules/admin/admin-permissions.integration.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '#shared/operation.ts';
import { callAs, createTestApp, signUp, type TestApp } from '#tests/test-app.ts';

/** Operations that change something and that anyone may call: why, and what guards them instead of a session. */
const PUBLIC_MUTATIONS: Record<string, string> = {
  subscribeNewsletter:
    'visitors subscribe without an account; a proof of work and a per-client limit, then double opt-in by mail',
  confirmNewsletter: 'the link in the confirmation mail: its token is the authority; a per-client limit',
  renewNewsletterConfirmation: 'an expired confirmation link asks for a new one to its own address only; a per-client limit',
  sendContactMessage: 'visitors write without an account; a proof of work and a per-client limit',
  unsubscribeWithToken: 'the signed link in every mail (HMAC with AUTH_SECRET) names the address it unsubscribes',
  unsubscribeOneClick: 'RFC 8058 one-click unsubscribe from the mail client, by the same signed token',
  reportClientError: 'a page that crashed reports it whether or not anyone is signed in; a per-client limit, nothing returned',
  recordAnalyticsEvents: 'page views are counted for visitors too, unless they refuse; a per-client limit, nothing returned',
};

/** Members-only operations on someone else's record that any member may call (joining, liking, reporting), and why. */
const ANY_MEMBER_MUTATIONS: Record<string, string> = {
  likeComment: 'any member may like anyone’s comment; one like per member and comment (primary key)',
  unlikeComment: 'takes back the member’s own like only',
};

let t: TestApp;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  member = (await signUp(t, 'matrix-member@example.org', 'Passw0rdOk', 'Matrix Member')).cookie;
}, 60_000);

afterAll(async () => {
  await t.close();
});

const mutations = () => t.operations.filter((op) => op.method !== 'get' && op.produces !== 'websocket');

/** A path with every parameter filled: a UUID is also a well-formed user or session id. */
function concrete(operation: Operation): string {
  return operation.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
}

const bodyOf = (operation: Operation) => (operation.body && operation.body !== 'image' ? {} : undefined);

describe('the permission matrix of every mutating operation', () => {
  it('has operations to check', () => {
    expect(mutations().length).toBeGreaterThan(50);
  });

  it('names every public mutation, with the reason it is public', () => {
    const publicOnes = mutations()
      .filter((op) => op.guard === 'public' || op.guard === 'token')
      .map((op) => op.id)
      .sort();
    expect(publicOnes).toEqual(Object.keys(PUBLIC_MUTATIONS).sort());
  });

  it('refuses anonymous visitors on every members-only and admin-only mutation (401)', async () => {
    const failures: string[] = [];
    for (const operation of mutations().filter((op) => op.guard === 'user' || op.guard === 'admin')) {
      const res = await callAs(t, null, operation.method.toUpperCase(), concrete(operation), bodyOf(operation));
      if (res.status !== 401) failures.push(`${operation.id}: ${res.status}`);
      else expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
    }
    expect(failures).toEqual([]);
  });

  it('refuses members on every admin-only mutation (403), and lets them past the guard of members-only ones', async () => {
    const failures: string[] = [];
    for (const operation of mutations().filter((op) => op.guard === 'user' || op.guard === 'admin')) {
      const res = await callAs(t, member, operation.method.toUpperCase(), concrete(operation), bodyOf(operation));
      const isRefused = res.status === 401 || res.status === 403;
      if (operation.guard === 'admin' && res.status !== 403) failures.push(`${operation.id} (admin): ${res.status}`);
      if (operation.guard === 'user' && (isRefused || res.status >= 500))
        failures.push(`${operation.id} (member): ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('states, for every members-only mutation of a record, whose record it may change', () => {
    const unstated = mutations()
      .filter((op) => op.guard === 'user' && op.path.includes(':') && !op.rule && !Object.hasOwn(ANY_MEMBER_MUTATIONS, op.id))
      .map((op) => `${op.id} ${op.method.toUpperCase()} ${op.path}`);
    expect(unstated).toEqual([]);
  });
});
