// The admin area's people: the list, one member's page, and the changes, each
// answering the member's page as it is afterwards (it replaces the cached one;
// the lists refresh).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminUserDetail,
  AdminUserQuery,
  BanUserInput,
  DeleteUserInput,
  PlatformRole,
} from '#shared/admin/users/contract.ts';
import * as usersApi from '#shared/admin/users/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';

/** The list's filters as the URL holds them; absent ones default on the server. */
export type AdminUserParams = Partial<AdminUserQuery>;

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (params: AdminUserParams) => [...adminUserKeys.all, 'list', params] as const,
  detail: (id: string) => [...adminUserKeys.all, 'detail', id] as const,
};

export function useAdminUsers(params: AdminUserParams) {
  return useQuery({
    queryKey: adminUserKeys.list(params),
    queryFn: ({ signal }) => callOperation(usersApi.listAdminUsers, { query: params }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => callOperation(usersApi.getAdminUser, { params: { id } }, signal),
  });
}

/** The changes an admin makes on a member's page. */
export type AdminUserChange =
  | { kind: 'role'; role: PlatformRole; reason?: string }
  | { kind: 'ban'; input: BanUserInput }
  | { kind: 'unban'; reason?: string }
  | { kind: 'verify-email'; reason?: string }
  | { kind: 'end-session'; sessionId: string }
  | { kind: 'end-sessions' };

export function useDeleteAdminUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteUserInput) => callOperation(usersApi.deleteUser, { params: { id }, body: input }),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

function send(id: string, change: AdminUserChange): Promise<AdminUserDetail> {
  const params = { id };
  switch (change.kind) {
    case 'role':
      return callOperation(usersApi.setUserRole, { params, body: { role: change.role, reason: change.reason } });
    case 'ban':
      return callOperation(usersApi.banUser, { params, body: change.input });
    case 'unban':
      return callOperation(usersApi.unbanUser, { params, body: { reason: change.reason } });
    case 'verify-email':
      return callOperation(usersApi.verifyUserEmail, { params, body: { reason: change.reason } });
    case 'end-session':
      return callOperation(usersApi.revokeUserSession, { params: { id, sessionId: change.sessionId } });
    case 'end-sessions':
      return callOperation(usersApi.revokeUserSessions, { params });
  }
}

export function useChangeAdminUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminUserChange) => send(id, change),
    retry: false,
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKeys.detail(id), user);
      void queryClient.invalidateQueries({ queryKey: [...adminUserKeys.all, 'list'] });
    },
  });
}
