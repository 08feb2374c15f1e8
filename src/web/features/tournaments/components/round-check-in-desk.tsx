// The staff's check-in desk for a round: the camera reads speakers' and
// adjudicators' QR tickets where the browser has a BarcodeDetector; typing the
// code always works. Each check-in is said in a polite live region, and the
// round's check-in list refetches (the answer's invalidation, and the realtime
// channel for the other staff's pages).
import { useId } from 'react';
import type { TournamentView } from '#shared/tournaments/contract.ts';
import type { CheckinByCodeResult, RoundView } from '#shared/tournaments/rounds-contract.ts';
import { CheckInCodeDesk } from '#web/components/check-in-code-desk.tsx';
import { useCheckInByCode } from '../api/check-in-by-code.ts';
import { refusalMessage } from './refusal.ts';

function checkedInText({ kind, name, alreadyCheckedIn }: CheckinByCodeResult, round: RoundView): string {
  const who = kind === 'team' ? name : `${name} (adjudicator)`;
  return alreadyCheckedIn ? `${who} was already checked in for ${round.name}.` : `${who} is checked in for ${round.name}.`;
}

export function RoundCheckInDesk({ tournament, round }: { tournament: TournamentView; round: RoundView }) {
  const headingId = useId();
  const checkIn = useCheckInByCode(tournament.id, round.seq);
  if (tournament.status === 'finished') return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Check-in desk
      </h3>
      <p className="text-sm text-slate-700">
        Scan a speaker’s or an adjudicator’s check-in code, or type it: a speaker’s code checks their team in.
      </p>
      <CheckInCodeDesk
        check={async (code) => checkedInText(await checkIn.mutateAsync(code), round)}
        failureText={refusalMessage}
        hint="The ten characters under the person’s QR code, for example ABCDE-FGHJK."
        isPending={checkIn.isPending}
        className="max-w-md space-y-3"
        resultTestId="check-in-desk-result"
      />
    </section>
  );
}
