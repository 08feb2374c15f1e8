// The permission matrix of the admin area, enumerated from the operations the
// app mounts: every operation under /api/admin must be declared admin-only, and
// every admin-only operation refuses anonymous visitors (401) and members,
// judges and club organizers (403) before it reads its input, while an admin
// gets past the guard. A new admin route is covered the day it is mounted.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '#shared/operation.ts';
import { clubMembers, clubs, judges, users } from '#server/db/schema/index.ts';
import { callAs, createTestApp, signUp, type TestApp } from '#tests/test-app.ts';

let t: TestApp;
const ROLES = ['user', 'judge', 'organizer', 'admin'] as const;
type Role = (typeof ROLES)[number];
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  t = await createTestApp();
  const ids = {} as Record<Role, string>;
  for (const role of ROLES) {
    const person = await signUp(t, `${role}@example.org`, 'Passw0rdOk', `${role} Person`);
    cookies[role] = person.cookie;
    ids[role] = person.userId;
  }
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, ids.admin));
  await t.database.db.insert(judges).values({ userId: ids.judge, experience: 'Years', formats: ['oxford'], paradigm: 'Clash.' });
  const [club] = await t.database.db.insert(clubs).values({ name: 'Organizers', createdBy: ids.organizer }).returning();
  await t.database.db.insert(clubMembers).values({ clubId: club?.id as string, userId: ids.organizer, role: 'owner' });
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** A path with every parameter filled: a UUID is also a well-formed user or session id. */
function concrete(operation: Operation): string {
  return operation.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
}

const adminOperations = () => t.operations.filter((op) => op.guard === 'admin');

describe('the admin permission matrix', () => {
  it('declares every /api/admin operation admin-only', () => {
    const underAdmin = t.operations.filter((op) => op.path.startsWith('/api/admin/'));
    expect(underAdmin.length).toBeGreaterThan(0);
    expect(underAdmin.filter((op) => op.guard !== 'admin').map((op) => op.id)).toEqual([]);
  });

  it('refuses anonymous visitors, members, judges and organizers, and lets admins through, on every admin operation', async () => {
    const failures: string[] = [];
    for (const operation of adminOperations()) {
      const method = operation.method.toUpperCase();
      const body = operation.body && operation.body !== 'image' ? {} : undefined;
      const expectations: [Role | 'anonymous', (status: number) => boolean, string][] = [
        ['anonymous', (s) => s === 401, '401'],
        ['user', (s) => s === 403, '403'],
        ['judge', (s) => s === 403, '403'],
        ['organizer', (s) => s === 403, '403'],
        ['admin', (s) => s !== 401 && s !== 403 && s < 500, 'past the guard, no 5xx'],
      ];
      for (const [who, accepts, expected] of expectations) {
        const res = await callAs(t, who === 'anonymous' ? null : cookies[who], method, concrete(operation), body);
        if (!accepts(res.status)) failures.push(`${operation.id} as ${who}: ${res.status}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
