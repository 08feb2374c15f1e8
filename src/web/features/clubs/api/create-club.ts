// Creates a club (POST /api/clubs); the server answers 201 with the club, or
// field errors that the form shows on its fields.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateClubInput } from '#shared/clubs/contract.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { ClubDetail } from '../types.ts';

export function createClub(input: CreateClubInput): Promise<ClubDetail> {
  return apiRequest<ClubDetail>('/api/clubs', { method: 'POST', body: input });
}

export function useCreateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClub,
    retry: false,
    onSuccess: (club) => {
      queryClient.setQueryData(['clubs', 'detail', club.id], club);
      void queryClient.invalidateQueries({ queryKey: ['clubs', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['me', 'clubs'] });
    },
  });
}
