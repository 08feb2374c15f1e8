// The staff's check-in desk: a code read from a QR ticket or typed checks its
// speaker's team (or its adjudicator) in for the round. The round and its
// check-in list refetch, here and, through the realtime channel, on other pages.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as roundsApi from '#shared/tournaments/rounds-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { roundKeys } from './tournament-rounds.ts';

export function checkInByCode(id: string, seq: number, code: string) {
  return callOperation(roundsApi.checkInTournamentRoundByCode, { params: { id, seq }, body: { code } });
}

export function useCheckInByCode(id: string, seq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => checkInByCode(id, seq, code),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roundKeys.one(id, seq) }),
  });
}
