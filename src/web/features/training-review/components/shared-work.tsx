// The free work of an attempt as a reviewer reads it: an argument build, the
// written responses of a rebuttal drill with the argument each answers,
// research notes, or a timed speech (its format, speech and length; a
// recording the member shared plays beside it, shared-recording.tsx).
import { FORMAT_LABELS } from '#shared/formats/format-labels.ts';
import { getFormat } from '#shared/formats/formats.ts';
import type { FreeWork } from '#shared/training/contract.ts';
import type { SharedAttempt } from '#shared/training/review.ts';

const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function Part({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line text-slate-900">{children.trim() ? children : '(left empty)'}</dd>
    </div>
  );
}

function List({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-700">{label}</h4>
      {items.length ? (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-900">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: notes are shown as written, duplicates included
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-600">None written.</p>
      )}
    </div>
  );
}

function WorkEntry({ work, prompts }: { work: FreeWork; prompts: SharedAttempt['prompts'] }) {
  switch (work.kind) {
    case 'argument-build':
      return (
        <div className="space-y-3">
          <p className="text-slate-700">
            <span className="font-semibold">{work.side === 'proposition' ? 'Proposition' : 'Opposition'}</span> on “{work.motion}”
          </p>
          <dl className="space-y-3">
            <Part label="Claim">{work.claim}</Part>
            <Part label="Warrant">{work.warrant}</Part>
            <Part label="Evidence">{work.evidence}</Part>
            <Part label="Impact">{work.impact}</Part>
          </dl>
        </div>
      );
    case 'rebuttal-response': {
      const prompt = prompts.find((p) => p.itemId === work.itemId);
      return (
        <dl className="space-y-2">
          <Part label="The argument">{prompt?.prompt ?? 'This drill’s argument is no longer in the question bank.'}</Part>
          <Part label="Written response">{work.text}</Part>
        </dl>
      );
    }
    case 'research-notes':
      return (
        <div className="space-y-3">
          <p className="text-slate-700">Notes on “{work.motion}”</p>
          <List label="Definitions" items={work.definitions.map((d) => `${d.term}: ${d.meaning}`)} />
          <List label="Stakeholders" items={work.stakeholders} />
          <List label="Proposition arguments" items={work.proposition} />
          <List label="Opposition arguments" items={work.opposition} />
          <List label="Sources" items={work.sources.map((s) => [s.title, s.citation, s.note].filter(Boolean).join(' — '))} />
        </div>
      );
    case 'speech': {
      const format = getFormat(work.formatId);
      const speech = format?.speeches.find((s) => s.id === work.speechId);
      return (
        <dl className="grid gap-3 sm:grid-cols-3">
          <Part label="Format">{FORMAT_LABELS[work.formatId] ?? work.formatId}</Part>
          <Part label="Speech">{speech?.label ?? work.speechId}</Part>
          <Part label="Length">{`${minutes(work.spokenMs)}${speech ? ` of ${minutes(speech.seconds * 1000)}` : ''}`}</Part>
        </dl>
      );
    }
  }
}

export function SharedWork({ attempt }: { attempt: SharedAttempt }) {
  return (
    <div className="space-y-5">
      {attempt.work.map((work, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the attempt's work in its stored order
        <div key={index} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
          <WorkEntry work={work} prompts={attempt.prompts} />
        </div>
      ))}
    </div>
  );
}
