// A member named as a conflict by profile link or id, checked against their
// public profile (there is no people search); an unknown id answers 404.
import { displayName } from '#shared/accounts/display-name.ts';
import * as accountsApi from '#shared/accounts/operations.ts';
import type { PersonRef } from '#shared/judging/contract.ts';
import { callOperation } from '#web/lib/api-client.ts';

export async function getMemberRef(id: string): Promise<PersonRef> {
  const profile = await callOperation(accountsApi.getPublicProfile, { params: { userId: id } });
  return {
    id: profile.id,
    name: displayName(profile),
    username: profile.username,
  };
}
