// Creates a club; the server answers 201 with the club, or field errors that the
// form shows on its fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClubInput } from '#shared/clubs/contract.ts';
import * as clubsApi from '#shared/clubs/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import type { ClubDetail } from '../types.ts';
import { clubKeys } from './clubs-keys.ts';

export function createClub(input: CreateClubInput): Promise<ClubDetail> {
  return callOperation(clubsApi.createClub, { body: input });
}

export function useCreateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClub,
    retry: false,
    onSuccess: (club) => {
      queryClient.setQueryData(clubKeys.detail(club.id), club);
      void queryClient.invalidateQueries({ queryKey: clubKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: clubKeys.mine });
    },
  });
}
