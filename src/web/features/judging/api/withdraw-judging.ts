// The judge leaves a debate's panel, before the start; answers the new panel.
import type { DebateJudgeView } from '#shared/judging/contract.ts';
import * as judgingApi from '#shared/judging/operations.ts';
import { callOperation } from '#web/lib/api-client.ts';
import { usePanelMutation } from './accept-judging.ts';

export function withdrawJudging(debateId: string): Promise<DebateJudgeView[]> {
  return callOperation(judgingApi.withdrawJudging, { params: { id: debateId } });
}

export const useWithdrawJudging = (debateId: string) => usePanelMutation(debateId, () => withdrawJudging(debateId));
