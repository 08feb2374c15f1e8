// The admin area's operations on people (contract.ts). Admins only; every
// change writes an audit entry, whether it succeeds or not.
import { defineOperation } from '../../operation.ts';
import {
  AdminNoteInputSchema,
  AdminSessionParamSchema,
  AdminUserDetailSchema,
  AdminUserIdParamSchema,
  AdminUserPageSchema,
  AdminUserQuerySchema,
  BanUserInputSchema,
  DeleteUserInputSchema,
  SetUserRoleInputSchema,
} from './contract.ts';

const tag = 'Admin';

export const listAdminUsers = defineOperation({
  id: 'listAdminUsers',
  method: 'get',
  path: '/api/admin/users',
  tag,
  summary: 'Find members by name, username or address, with role, judge, verified and banned filters',
  guard: 'admin',
  query: AdminUserQuerySchema,
  response: AdminUserPageSchema,
});

export const getAdminUser = defineOperation({
  id: 'getAdminUser',
  method: 'get',
  path: '/api/admin/users/:id',
  tag,
  summary: "A member's account: profile, roles, sign-in methods, sessions, activity and the audit trail about them",
  guard: 'admin',
  params: AdminUserIdParamSchema,
  response: AdminUserDetailSchema,
  errors: ['NOT_FOUND'],
});

export const setUserRole = defineOperation({
  id: 'setUserRole',
  method: 'post',
  path: '/api/admin/users/:id/role',
  tag,
  summary: 'Make a member an admin, or an admin a member again',
  guard: 'admin',
  rule: 'The last admin stays an admin.',
  params: AdminUserIdParamSchema,
  body: SetUserRoleInputSchema,
  response: AdminUserDetailSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const banUser = defineOperation({
  id: 'banUser',
  method: 'post',
  path: '/api/admin/users/:id/ban',
  tag,
  summary: 'Ban a member, with a reason and an optional end; every session of theirs ends at once',
  description: 'A banned member cannot sign in until the ban ends or is lifted.',
  guard: 'admin',
  rule: 'Not yourself, not the last admin, not someone banned already.',
  params: AdminUserIdParamSchema,
  body: BanUserInputSchema,
  response: AdminUserDetailSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const unbanUser = defineOperation({
  id: 'unbanUser',
  method: 'post',
  path: '/api/admin/users/:id/unban',
  tag,
  summary: 'Lift a ban',
  guard: 'admin',
  rule: 'The member is banned.',
  params: AdminUserIdParamSchema,
  body: AdminNoteInputSchema,
  response: AdminUserDetailSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const verifyUserEmail = defineOperation({
  id: 'verifyUserEmail',
  method: 'post',
  path: '/api/admin/users/:id/verify-email',
  tag,
  summary: "Mark a member's address as verified (after checking it another way)",
  guard: 'admin',
  rule: 'The address is not verified yet.',
  params: AdminUserIdParamSchema,
  body: AdminNoteInputSchema,
  response: AdminUserDetailSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const revokeUserSession = defineOperation({
  id: 'revokeUserSession',
  method: 'delete',
  path: '/api/admin/users/:id/sessions/:sessionId',
  tag,
  summary: "End one of a member's sessions (signs that browser out)",
  guard: 'admin',
  params: AdminSessionParamSchema,
  response: AdminUserDetailSchema,
  errors: ['NOT_FOUND'],
});

export const revokeUserSessions = defineOperation({
  id: 'revokeUserSessions',
  method: 'delete',
  path: '/api/admin/users/:id/sessions',
  tag,
  summary: 'End every session of a member (signs them out everywhere)',
  guard: 'admin',
  params: AdminUserIdParamSchema,
  response: AdminUserDetailSchema,
  errors: ['NOT_FOUND'],
});

export const deleteUser = defineOperation({
  id: 'deleteUser',
  method: 'delete',
  path: '/api/admin/users/:id',
  tag,
  summary: "Delete a member's account: their personal data goes, what they took part in stays",
  description:
    'The account can never sign in again; its profile, picture, sign-in methods, sessions, preferences, newsletter ' +
    'subscription and pending mails are removed. Debates, ballots, results and comments stay, shown as by a former member.',
  guard: 'admin',
  rule: 'Not yourself, not the last admin; the name typed matches the member’s.',
  params: AdminUserIdParamSchema,
  body: DeleteUserInputSchema,
  status: 204,
  errors: ['NOT_FOUND', 'CONFLICT'],
});
