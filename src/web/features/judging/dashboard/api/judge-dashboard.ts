// The signed-in judge's dashboard (GET /api/judging/dashboard).
import { useQuery } from '@tanstack/react-query';
import { judgeDashboardQueryOptions } from '../../api/judging-api.ts';

export function useJudgeDashboard() {
  return useQuery(judgeDashboardQueryOptions());
}
