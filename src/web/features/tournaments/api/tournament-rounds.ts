// A tournament's rounds from the web: the list, one round (motion, draw),
// check-ins, venues, and the staff's changes (motion, draw, allocation,
// release). All keys sit under the tournament's own key, and the tournament's
// realtime channel ("round N changed") refetches them, so a second tab
// director's open page follows every change without a reload.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type {
  CheckinInput,
  DrawChange,
  GenerateDrawInput,
  RoundView,
  UpdateDrawInput,
  UpdateRoundInput,
  VenueInput,
} from '#shared/tournaments/rounds-contract.ts';
import { tournamentChannel } from '#shared/tournaments/rounds-contract.ts';
import * as roundsApi from '#shared/tournaments/rounds-operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { useRealtimeChannel } from '#web/lib/realtime.ts';
import { tournamentKeys } from './tournaments-keys.ts';

export const roundKeys = {
  all: (id: string) => [...tournamentKeys.one(id), 'rounds'] as const,
  list: (id: string) => [...roundKeys.all(id), 'list'] as const,
  one: (id: string, seq: number) => [...roundKeys.all(id), seq] as const,
  detail: (id: string, seq: number) => [...roundKeys.one(id, seq), 'detail'] as const,
  checkins: (id: string, seq: number) => [...roundKeys.one(id, seq), 'checkins'] as const,
  venues: (id: string) => [...roundKeys.all(id), 'venues'] as const,
};

export function tournamentRoundsQueryOptions(id: string) {
  return queryOptions({
    queryKey: roundKeys.list(id),
    queryFn: async ({ signal }) => (await callOperation(roundsApi.listTournamentRounds, { params: { id } }, signal)).items,
  });
}

export function useTournamentRounds(id: string) {
  return useQuery(tournamentRoundsQueryOptions(id));
}

export function useTournamentRound(id: string, seq: number) {
  return useQuery({
    queryKey: roundKeys.detail(id, seq),
    queryFn: ({ signal }) => callOperation(roundsApi.getTournamentRound, { params: { id, seq } }, signal),
  });
}

export function useRoundCheckins(id: string, seq: number, enabled: boolean) {
  return useQuery({
    queryKey: roundKeys.checkins(id, seq),
    queryFn: ({ signal }) => callOperation(roundsApi.listTournamentCheckins, { params: { id, seq } }, signal),
    enabled,
  });
}

export function useTournamentVenues(id: string) {
  return useQuery({
    queryKey: roundKeys.venues(id),
    queryFn: async ({ signal }) => (await callOperation(roundsApi.listTournamentVenues, { params: { id } }, signal)).items,
  });
}

/**
 * Follows the tournament's channel: every "round changed" refetches the rounds.
 * A snapshot after the first (the connection came back) refetches too: events
 * may have been missed in between.
 */
export function useLiveRounds(id: string) {
  const queryClient = useQueryClient();
  const hasSnapshot = useRef(false);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: roundKeys.all(id) });
  return useRealtimeChannel(tournamentChannel(id), {
    onEvent: refetch,
    onSnapshot: () => {
      if (hasSnapshot.current) refetch();
      hasSnapshot.current = true;
    },
  });
}

/** A round change: the answer replaces the cached round, and the rest of the rounds refetch. */
function useRoundMutation<Input, Answer>(id: string, seq: number, call: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    retry: false,
    onSuccess: (answer) => {
      const round =
        answer && typeof answer === 'object' && 'round' in answer
          ? (answer as unknown as DrawChange).round
          : answer && typeof answer === 'object' && 'seq' in answer
            ? (answer as unknown as RoundView)
            : null;
      if (round) queryClient.setQueryData(roundKeys.detail(id, seq), round);
      void queryClient.invalidateQueries({ queryKey: roundKeys.all(id) });
    },
  });
}

export function useUpdateRound(id: string, seq: number) {
  return useRoundMutation(id, seq, (body: UpdateRoundInput) =>
    callOperation(roundsApi.updateTournamentRound, { params: { id, seq }, body }),
  );
}

export function useReleaseMotion(id: string, seq: number) {
  return useRoundMutation(id, seq, () => callOperation(roundsApi.releaseTournamentMotion, { params: { id, seq } }));
}

export function useCheckIn(id: string, seq: number) {
  return useRoundMutation(id, seq, (body: CheckinInput) =>
    callOperation(roundsApi.checkInTournamentRound, { params: { id, seq }, body }),
  );
}

export function useCheckOut(id: string, seq: number) {
  return useRoundMutation(id, seq, (targetId: string) =>
    callOperation(roundsApi.checkOutTournamentRound, { params: { id, seq, targetId } }),
  );
}

export function useGenerateDraw(id: string, seq: number) {
  return useRoundMutation(id, seq, (body: GenerateDrawInput) =>
    callOperation(roundsApi.generateTournamentDraw, { params: { id, seq }, body }),
  );
}

export function useUpdateDraw(id: string, seq: number) {
  return useRoundMutation(id, seq, (body: UpdateDrawInput) =>
    callOperation(roundsApi.updateTournamentDraw, { params: { id, seq }, body }),
  );
}

export function useAllocate(id: string, seq: number) {
  return useRoundMutation(id, seq, (expectedVersion: number) =>
    callOperation(roundsApi.allocateTournamentAdjudicators, { params: { id, seq }, body: { expectedVersion } }),
  );
}

export function useReleaseDraw(id: string, seq: number) {
  return useRoundMutation(id, seq, (body: { allocation: boolean; notify: boolean }) =>
    callOperation(roundsApi.releaseTournamentDraw, { params: { id, seq }, body }),
  );
}

export function useReleaseAllocation(id: string, seq: number) {
  return useRoundMutation(id, seq, () => callOperation(roundsApi.releaseTournamentAllocation, { params: { id, seq } }));
}

export function useAddVenue(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VenueInput) => callOperation(roundsApi.addTournamentVenue, { params: { id }, body }),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: roundKeys.venues(id) }),
  });
}

export function useRemoveVenue(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (venueId: string) => callOperation(roundsApi.removeTournamentVenue, { params: { id, venueId } }),
    retry: false,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: roundKeys.all(id) }),
  });
}
