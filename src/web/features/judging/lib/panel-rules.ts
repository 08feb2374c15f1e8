// What the commitment page can tell before asking the server: whether
// withdrawing is still possible and whether the debate still takes judges (which
// positions are open is openJudgePositions, shared with the server). The server
// decides; its message is shown when it disagrees.

/** A judge may withdraw from a scheduled debate until its start. */
export function canWithdraw(debate: { status: string; startsAt: string }, now: Date = new Date()): boolean {
  return debate.status === 'scheduled' && new Date(debate.startsAt).getTime() > now.getTime();
}

/** Whether the debate still takes judges: until it has finished (a live round may still gain a judge). */
export function takesJudges(debate: { status: string }): boolean {
  return debate.status === 'scheduled' || debate.status === 'live';
}
