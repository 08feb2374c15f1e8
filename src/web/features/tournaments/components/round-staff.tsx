// What the staff do with a round (docs/tournaments-rounds.md): set its motion
// and when it releases, check teams and adjudicators in, generate the draw
// (saying what to do with teams not checked in), edit it by hand with plain
// selects (swap two teams, move an adjudicator to a room and role), allocate
// the panels, and release the draw, the panels and the motion — each release
// behind a confirmation. Every edit is sent with the round's version: a draw
// changed meanwhile by another director is refused and refetched.
import { useId, useState } from 'react';
import type { PanelRole, TournamentView } from '#shared/tournaments/contract.ts';
import type { RoundView, UpdateDrawInput } from '#shared/tournaments/rounds-contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DateTimeField } from '#web/components/ui/date-time-field.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { notify } from '#web/lib/toast.ts';
import {
  useAllocate,
  useCheckIn,
  useCheckOut,
  useGenerateDraw,
  useReleaseAllocation,
  useReleaseDraw,
  useReleaseMotion,
  useRoundCheckins,
  useTournamentVenues,
  useUpdateDraw,
  useUpdateRound,
} from '../api/tournament-rounds.ts';
import { ConfirmAction } from './confirm-action.tsx';
import { refusalMessage } from './refusal.ts';
import { RELEASE_NOTICE_TEXT } from './tournament-labels.ts';
import { ROLE_LABELS, roomLabel } from './round-draw.tsx';

/** An ISO instant as the value of a datetime-local input, in the browser's zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function MotionForm({ tournament, round }: { tournament: TournamentView; round: RoundView }) {
  const update = useUpdateRound(tournament.id, round.seq);
  const release = useReleaseMotion(tournament.id, round.seq);
  const [name, setName] = useState(round.name);
  const [startsAt, setStartsAt] = useState(toLocalInput(round.startsAt));
  const [motion, setMotion] = useState(round.motion ?? '');
  const [infoSlide, setInfoSlide] = useState(round.infoSlide ?? '');
  const [releaseAt, setReleaseAt] = useState(toLocalInput(round.motionReleaseAt));
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await update.mutateAsync({
        name,
        startsAt: fromLocalInput(startsAt),
        motion,
        infoSlide,
        motionReleaseAt: fromLocalInput(releaseAt),
      });
      notify.success({ title: `${name} saved` });
    } catch (failure) {
      setError(refusalMessage(failure));
    }
  };
  return (
    <Section title="Round and motion">
      <form className="space-y-3" onSubmit={handleSubmit} noValidate>
        <FormError message={error} />
        <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} required />
        <DateTimeField label="Starts at" optional value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
        <TextAreaField label="Motion" value={motion} onChange={(e) => setMotion(e.target.value)} rows={2} maxLength={500} />
        <TextAreaField
          label="Info slide"
          optional
          value={infoSlide}
          onChange={(e) => setInfoSlide(e.target.value)}
          rows={3}
          maxLength={4000}
        />
        <DateTimeField
          label="Release the motion at"
          optional
          hint="Left empty, the motion releases only when you release it."
          value={releaseAt}
          onChange={(e) => setReleaseAt(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={update.isPending}>
            Save round
          </Button>
        </div>
      </form>
      {round.motionReleased ? (
        <p className="text-sm text-green-800">The motion is released.</p>
      ) : (
        <ConfirmAction
          triggerLabel="Release motion now"
          title="Release the motion?"
          description="Everyone sees the motion and the info slide at once, and the live debates take it as their topic."
          confirmLabel="Release motion"
          onConfirm={() => release.mutateAsync(undefined)}
        />
      )}
    </Section>
  );
}

export function CheckinList({ tournament, round }: { tournament: TournamentView; round: RoundView }) {
  const checkins = useRoundCheckins(tournament.id, round.seq, true);
  const checkIn = useCheckIn(tournament.id, round.seq);
  const checkOut = useCheckOut(tournament.id, round.seq);
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (failure) {
      notify.error({ title: 'Could not change the check-in', description: refusalMessage(failure) });
    }
  };
  const data = checkins.data;
  const rows = data
    ? [
        ...data.teams.map((team) => ({ id: team.teamId, name: team.name, kind: 'Team', checkedIn: team.checkedIn, note: '' })),
        ...data.adjudicators.map((a) => ({
          id: a.adjudicatorId,
          name: a.name,
          kind: 'Adjudicator',
          checkedIn: a.checkedIn,
          note: a.hasAccount ? '' : ' (no account yet: not allocated)',
        })),
      ]
    : [];
  const present = rows.filter((row) => row.checkedIn).length;
  return (
    <Section title="Check-in">
      {checkins.isPending ? (
        <p role="status">Loading check-ins…</p>
      ) : checkins.isError ? (
        <FormError message={refusalMessage(checkins.error)} />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {present} of {rows.length} checked in.
          </p>
          <ul className="divide-y divide-slate-100" data-testid="checkin-list">
            {rows.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium text-slate-900">{row.name}</span>{' '}
                  <span className="text-sm text-slate-600">
                    {row.kind}
                    {row.note} — {row.checkedIn ? 'checked in' : 'not checked in'}
                  </span>
                </span>
                {row.checkedIn ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Check ${row.name} out`}
                    disabled={checkOut.isPending}
                    onClick={() => act(() => checkOut.mutateAsync(row.id))}
                  >
                    Check out
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    aria-label={`Check ${row.name} in`}
                    disabled={checkIn.isPending}
                    onClick={() =>
                      act(() => checkIn.mutateAsync(row.kind === 'Team' ? { teamId: row.id } : { adjudicatorId: row.id }))
                    }
                  >
                    Check in
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

export function DrawControls({ tournament, round }: { tournament: TournamentView; round: RoundView }) {
  const checkins = useRoundCheckins(tournament.id, round.seq, true);
  const generate = useGenerateDraw(tournament.id, round.seq);
  const allocate = useAllocate(tournament.id, round.seq);
  const releaseDraw = useReleaseDraw(tournament.id, round.seq);
  const releaseAllocation = useReleaseAllocation(tournament.id, round.seq);
  const [unchecked, setUnchecked] = useState<'leave-out' | 'include'>('leave-out');
  const [notify, setNotify] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const notCheckedIn = checkins.data?.teams.filter((team) => !team.checkedIn).length ?? 0;
  const isReleased = round.drawStatus === 'released';
  const isPreliminary = round.stage === 'preliminary';
  const { canManage } = round.viewer;
  const liveCount = round.debates.filter((d) => d.debateId).length;
  const run = async (action: () => Promise<{ warnings: string[] } | unknown>) => {
    setError(null);
    try {
      const answer = await action();
      setWarnings(
        answer && typeof answer === 'object' && 'warnings' in answer ? (answer as { warnings: string[] }).warnings : [],
      );
    } catch (failure) {
      setError(refusalMessage(failure));
      throw failure;
    }
  };
  const generateBody = { includeUnchecked: unchecked === 'include' };
  const groupId = useId();
  return (
    <Section title="Draw actions">
      <FormError message={error} />
      {!canManage ? null : isPreliminary ? (
        <>
          {notCheckedIn > 0 ? (
            <fieldset className="space-y-1" aria-describedby={`${groupId}-hint`}>
              <legend className="text-sm font-medium text-slate-900">Teams not checked in</legend>
              <p id={`${groupId}-hint`} className="text-sm text-slate-700">
                {notCheckedIn} {notCheckedIn === 1 ? 'team has' : 'teams have'} not checked in.
              </p>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={groupId}
                  checked={unchecked === 'leave-out'}
                  onChange={() => setUnchecked('leave-out')}
                />
                Leave them out of the draw
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name={groupId} checked={unchecked === 'include'} onChange={() => setUnchecked('include')} />
                Draw them anyway
              </label>
            </fieldset>
          ) : null}
          {isReleased ? (
            <ConfirmAction
              triggerLabel="Redraw"
              title={`Redraw ${round.name}?`}
              description={`The draw is released: redrawing cancels its ${liveCount} live debate${liveCount === 1 ? '' : 's'} and discards their ballots.`}
              confirmLabel="Cancel the debates and redraw"
              onConfirm={() => run(() => generate.mutateAsync({ ...generateBody, replaceReleased: true }))}
            />
          ) : (
            <Button
              disabled={generate.isPending}
              onClick={() => void run(() => generate.mutateAsync(generateBody)).catch(() => undefined)}
            >
              {round.drawStatus === 'none' ? 'Generate draw' : 'Generate again'}
            </Button>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-700">Elimination rounds are drawn from the break.</p>
      )}
      {round.drawStatus !== 'none' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={allocate.isPending}
            onClick={() => void run(() => allocate.mutateAsync(round.version)).catch(() => undefined)}
          >
            Allocate adjudicators
          </Button>
          {canManage && round.drawStatus === 'draft' ? (
            <>
              <label className="flex basis-full items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
                {RELEASE_NOTICE_TEXT.option}
              </label>
              <ConfirmAction
                triggerLabel="Release draw"
                triggerVariant="primary"
                title={`Release the draw of ${round.name}?`}
                description={`Everyone sees the draw, and each room opens as a live debate with the teams' speakers in their positions. The panels stay hidden until you release them.${notify ? ` ${RELEASE_NOTICE_TEXT.speakers}` : ''}`}
                confirmLabel="Release draw"
                onConfirm={() => run(() => releaseDraw.mutateAsync({ allocation: false, notify }))}
              />
              <ConfirmAction
                triggerLabel="Release draw and panels"
                title={`Release the draw and the panels of ${round.name}?`}
                description={`Everyone sees the draw and the panels; each room opens as a live debate with its speakers and its adjudicators.${notify ? ` ${RELEASE_NOTICE_TEXT.everyone}` : ''}`}
                confirmLabel="Release draw and panels"
                onConfirm={() => run(() => releaseDraw.mutateAsync({ allocation: true, notify }))}
              />
            </>
          ) : null}
          {canManage && isReleased && !round.allocationReleased ? (
            <ConfirmAction
              triggerLabel="Release panels"
              triggerVariant="primary"
              title="Release the panels?"
              description="Everyone sees who adjudicates each room, and the adjudicators join their live debates."
              confirmLabel="Release panels"
              onConfirm={() => run(() => releaseAllocation.mutateAsync(undefined))}
            />
          ) : null}
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <div role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">Check these</p>
          <ul className="mt-1 list-disc pl-5" data-testid="draw-warnings">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

type EditDebates = UpdateDrawInput['debates'];

function editableOf(round: RoundView): EditDebates {
  return round.debates.map((debate) => ({
    venueId: debate.venue?.id ?? null,
    teams: debate.teams.map((team) => ({ teamId: team.teamId, side: team.side })),
    adjudicators: (debate.panel ?? []).map((seat) => ({ adjudicatorId: seat.adjudicatorId, role: seat.role })),
  }));
}

/** Puts `teamId` in a seat; the team that held it takes the moved team's old seat (a swap), or leaves the draw. */
function placeTeam(debates: EditDebates, room: number, side: string, teamId: string): EditDebates {
  const next = debates.map((debate) => ({ ...debate, teams: debate.teams.map((team) => ({ ...team })) }));
  const seat = next[room]?.teams.find((team) => team.side === side);
  if (!seat) return next;
  const displaced = seat.teamId;
  for (const debate of next) {
    for (const team of debate.teams) if (team.teamId === teamId) team.teamId = displaced;
  }
  seat.teamId = teamId;
  return next;
}

/** Gives a room a venue (or none); a room that had it takes this room's old one, as two rooms never share a venue. */
function placeVenue(debates: EditDebates, room: number, venueId: string | null): EditDebates {
  const previous = debates[room]?.venueId ?? null;
  return debates.map((debate, index) => {
    if (index === room) return { ...debate, venueId };
    if (venueId !== null && debate.venueId === venueId) return { ...debate, venueId: previous };
    return debate;
  });
}

/** Moves an adjudicator to a room and role (or out of the draw: room -1); a new chair makes the old one a panellist. */
function placeAdjudicator(debates: EditDebates, adjudicatorId: string, room: number, role: PanelRole): EditDebates {
  const next = debates.map((debate) => ({
    ...debate,
    adjudicators: (debate.adjudicators ?? []).filter((seat) => seat.adjudicatorId !== adjudicatorId),
  }));
  const target = next[room];
  if (target) {
    if (role === 'chair') {
      target.adjudicators = target.adjudicators.map((seat) => (seat.role === 'chair' ? { ...seat, role: 'panellist' } : seat));
    }
    target.adjudicators = [...target.adjudicators, { adjudicatorId, role }];
  }
  return next;
}

export function DrawEditor({
  tournament,
  round,
  teams,
  panelsOnly = false,
}: {
  tournament: TournamentView;
  round: RoundView;
  teams: readonly { id: string; name: string }[];
  /** The adjudication core's editor: adjudicators move, teams and venues are shown but fixed (the server refuses more). */
  panelsOnly?: boolean;
}) {
  const update = useUpdateDraw(tournament.id, round.seq);
  const checkins = useRoundCheckins(tournament.id, round.seq, true);
  const venues = useTournamentVenues(tournament.id);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const isReleased = round.drawStatus === 'released';
  const debates = editableOf(round);
  const venueOptions = [{ value: '', label: 'No venue' }, ...(venues.data ?? []).map((v) => ({ value: v.id, label: v.name }))];
  const adjudicators = checkins.data?.adjudicators ?? [];
  const seated = new Set(debates.flatMap((d) => (d.adjudicators ?? []).map((seat) => seat.adjudicatorId)));
  const save = async (next: EditDebates) => {
    setError(null);
    try {
      const answer = await update.mutateAsync({ expectedVersion: round.version, debates: next });
      setWarnings(answer.warnings);
    } catch (failure) {
      setError(refusalMessage(failure));
    }
  };
  const roomOptions = [
    { value: '-1', label: 'Not allocated' },
    ...round.debates.filter((d) => !d.isBye).map((d) => ({ value: String(d.roomIndex), label: roomLabel(d) })),
  ];
  const roleOptions = (['chair', 'panellist', 'trainee'] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }));
  return (
    <Section title={panelsOnly ? 'Edit the panels' : 'Edit the draw'}>
      <p className="text-sm text-slate-700">
        {panelsOnly
          ? 'Move adjudicators between rooms and roles. The tab directors place the teams and the venues.'
          : isReleased
            ? 'The draw is released: teams stay where they are; venues and panels can still change.'
            : 'Choose a team for a seat to swap it with the team there. Move adjudicators between rooms and roles.'}
      </p>
      <FormError message={error} />
      {warnings.length > 0 ? (
        <div role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">This draw leaves</p>
          <ul className="mt-1 list-disc pl-5">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="space-y-4">
        {round.debates.map((debate, room) => (
          <fieldset key={debate.id} className="rounded-lg border border-slate-200 p-3" disabled={update.isPending}>
            <legend className="px-1 font-medium text-slate-900">{roomLabel(debate)}</legend>
            <div className="grid gap-2 md:grid-cols-2">
              {debate.teams.map((team) => (
                <SelectField
                  key={team.side}
                  label={`${roomLabel(debate)}, ${team.sideLabel}`}
                  value={team.teamId}
                  disabled={isReleased || panelsOnly}
                  options={teams.map((t) => ({ value: t.id, label: t.name }))}
                  onChange={(e) => void save(placeTeam(debates, room, team.side, e.target.value))}
                />
              ))}
            </div>
            {debate.isBye ? null : (
              <SelectField
                className="mt-2"
                label={`Venue of ${roomLabel(debate)}`}
                value={debate.venue?.id ?? ''}
                disabled={panelsOnly}
                options={venueOptions}
                onChange={(e) => void save(placeVenue(debates, room, e.target.value || null))}
              />
            )}
            {debate.isBye ? null : (
              <ul className="mt-3 space-y-2">
                {(debate.panel ?? []).map((seat) => (
                  <li key={seat.adjudicatorId} className="grid items-end gap-2 md:grid-cols-3">
                    <span className="text-sm font-medium text-slate-900">{seat.name}</span>
                    <SelectField
                      label={`Room of ${seat.name}`}
                      value={String(room)}
                      options={roomOptions}
                      onChange={(e) =>
                        void save(placeAdjudicator(debates, seat.adjudicatorId, Number(e.target.value), seat.role))
                      }
                    />
                    <SelectField
                      label={`Role of ${seat.name}`}
                      value={seat.role}
                      options={roleOptions}
                      onChange={(e) =>
                        void save(placeAdjudicator(debates, seat.adjudicatorId, room, e.target.value as PanelRole))
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            {!debate.isBye && adjudicators.some((a) => !seated.has(a.adjudicatorId)) ? (
              <SelectField
                className="mt-3"
                label={`Add an adjudicator to ${roomLabel(debate)}`}
                value=""
                placeholder="Choose an adjudicator"
                options={adjudicators
                  .filter((a) => !seated.has(a.adjudicatorId))
                  .map((a) => ({ value: a.adjudicatorId, label: `${a.name}${a.checkedIn ? '' : ' (not checked in)'}` }))}
                onChange={(e) => {
                  if (!e.target.value) return;
                  const hasChair = (debate.panel ?? []).some((seat) => seat.role === 'chair');
                  void save(placeAdjudicator(debates, e.target.value, room, hasChair ? 'panellist' : 'chair'));
                }}
              />
            ) : null}
          </fieldset>
        ))}
      </div>
    </Section>
  );
}
