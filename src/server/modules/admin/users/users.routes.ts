// The admin area's people (src/shared/admin/users/operations.ts). Each change
// runs in `audited` and answers the member's page as it is afterwards.
import * as api from '#shared/admin/users/operations.ts';
import { implement } from '#server/lib/operations.ts';
import { audited } from '../audit.ts';
import * as users from './users.service.ts';

/** An audited change's outcome from what a service step reports. */
const outcome = ({
  label,
  before,
  after,
}: {
  label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}) => ({
  result: undefined,
  targetLabel: label,
  before,
  after,
});

export const usersOperations = [
  implement(api.listAdminUsers, (c, { query }) => users.listAdminUsers(c.get('db'), query)),

  implement(api.getAdminUser, (c, { params }) => users.getAdminUser(c.get('db'), params.id)),

  implement(api.setUserRole, async (c, { params, body, user }) => {
    await audited(
      c,
      user,
      { action: 'user.set-role', targetType: 'user', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await users.setRole(tx, params.id, body.role)),
    );
    return users.getAdminUser(c.get('db'), params.id);
  }),

  implement(api.banUser, async (c, { params, body, user }) => {
    await audited(c, user, { action: 'user.ban', targetType: 'user', targetId: params.id, reason: body.reason }, async (tx) =>
      outcome(await users.ban(tx, user.id, params.id, body)),
    );
    return users.getAdminUser(c.get('db'), params.id);
  }),

  implement(api.unbanUser, async (c, { params, body, user }) => {
    await audited(c, user, { action: 'user.unban', targetType: 'user', targetId: params.id, reason: body.reason }, async (tx) =>
      outcome(await users.unban(tx, params.id)),
    );
    return users.getAdminUser(c.get('db'), params.id);
  }),

  implement(api.verifyUserEmail, async (c, { params, body, user }) => {
    await audited(
      c,
      user,
      { action: 'user.verify-email', targetType: 'user', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await users.verifyEmail(tx, params.id)),
    );
    return users.getAdminUser(c.get('db'), params.id);
  }),

  implement(api.revokeUserSession, async (c, { params, user }) => {
    await audited(c, user, { action: 'user.end-session', targetType: 'user', targetId: params.id }, async (tx) =>
      outcome(await users.revokeSession(tx, params.id, params.sessionId)),
    );
    return users.getAdminUser(c.get('db'), params.id);
  }),

  implement(api.revokeUserSessions, async (c, { params, user }) => {
    await audited(c, user, { action: 'user.end-sessions', targetType: 'user', targetId: params.id }, async (tx) =>
      outcome(await users.revokeAllSessions(tx, params.id)),
    );
    return users.getAdminUser(c.get('db'), params.id);
  }),

  implement(api.deleteUser, async (c, { params, body, user }) => {
    await audited(c, user, { action: 'user.delete', targetType: 'user', targetId: params.id, reason: body.reason }, async (tx) =>
      outcome(await users.deleteAccount(tx, user.id, params.id, body)),
    );
    return undefined;
  }),
];
