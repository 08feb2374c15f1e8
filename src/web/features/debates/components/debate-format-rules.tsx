// A format's rules on a debate's page: speech order with times and POI windows,
// preparation, and how the judges decide — read from the format's definition.
import { getFormat } from '#shared/formats/formats.ts';

export function DebateFormatRules({ formatId }: { formatId: string }) {
  const format = getFormat(formatId);
  if (!format) return null;
  const prep =
    format.prep.mode === 'none'
      ? 'No preparation time.'
      : format.prep.mode === 'block'
        ? `${format.prep.seconds / 60} minutes of preparation before the first speech.`
        : `${format.prep.secondsPerSide / 60} minutes of preparation per side, taken between speeches.`;
  const ballot =
    format.ballot.kind === 'ranks'
      ? `Judges rank the four teams 1st to 4th; speaker scores ${format.ballot.speakerScore.min}–${format.ballot.speakerScore.max}.`
      : `Judges pick a winner; speaker scores ${format.ballot.speakerScore.min}–${format.ballot.speakerScore.max}.`;
  return (
    <details className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <summary className="cursor-pointer text-lg font-semibold text-slate-900">How {format.label} works</summary>
      <p className="mt-3 text-slate-700">{format.summary}</p>
      <ol className="mt-3 space-y-1 text-sm text-slate-700">
        {format.speeches.map((speech) => (
          <li key={speech.id}>
            <span className="font-medium">{speech.label}</span> · {speech.seconds / 60} min
            {speech.poiWindow
              ? ` · points of information from minute ${speech.poiWindow.fromSeconds / 60} to ${speech.poiWindow.toSeconds / 60}`
              : ''}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-700">{prep}</p>
      <p className="mt-1 text-sm text-slate-700">{ballot}</p>
      <p className="mt-3 text-xs text-slate-600">Rules: {format.source}.</p>
    </details>
  );
}
