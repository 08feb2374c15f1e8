// A free argument build: claim, warrant, evidence and impact for a side of
// the motion, with the checks the server makes itself shown as the member
// writes (a part too short, a warrant or impact that repeats the claim).
import type { ArgumentBuild } from '#shared/training/contract.ts';
import { ARGUMENT_PART_MIN_CHARS, argumentBuildProblems } from '#shared/training/rubrics.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';

const PARTS = [
  { id: 'claim', label: 'Claim', hint: 'One sentence a judge could write down.' },
  { id: 'warrant', label: 'Warrant', hint: 'Why the claim is true: the mechanism, step by step.' },
  { id: 'evidence', label: 'Evidence', hint: 'Specific support, with where it comes from.' },
  { id: 'impact', label: 'Impact', hint: 'Who is affected, how and how much, and why it outweighs.' },
] as const;

const PROBLEM_TEXT: Record<string, string> = {
  'claim-missing': `The claim needs at least ${ARGUMENT_PART_MIN_CHARS} characters.`,
  'warrant-missing': `The warrant needs at least ${ARGUMENT_PART_MIN_CHARS} characters.`,
  'evidence-missing': `The evidence needs at least ${ARGUMENT_PART_MIN_CHARS} characters.`,
  'impact-missing': `The impact needs at least ${ARGUMENT_PART_MIN_CHARS} characters.`,
  'warrant-repeats-claim': 'The warrant only repeats the claim.',
  'impact-repeats-claim': 'The impact only repeats the claim.',
};

export function argumentProblemTexts(build: ArgumentBuild): string[] {
  return argumentBuildProblems(build).map((p) => PROBLEM_TEXT[p] ?? p);
}

export function ArgumentBuildEditor({ build, onChange }: { build: ArgumentBuild; onChange: (build: ArgumentBuild) => void }) {
  const problems = argumentProblemTexts(build);
  return (
    <div className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-slate-700">
        Motion: <span className="font-medium text-slate-900">{build.motion}</span>
      </p>
      <SelectField
        label="Your side"
        value={build.side}
        onChange={(e) => onChange({ ...build, side: e.target.value as ArgumentBuild['side'] })}
        options={[
          { value: 'proposition', label: 'Proposition (for the motion)' },
          { value: 'opposition', label: 'Opposition (against the motion)' },
        ]}
      />
      {PARTS.map((part) => (
        <TextAreaField
          key={part.id}
          label={part.label}
          hint={part.hint}
          rows={3}
          value={build[part.id]}
          length={build[part.id].length}
          limit={4000}
          onChange={(e) => onChange({ ...build, [part.id]: e.target.value })}
        />
      ))}
      {problems.length ? (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">Before you rate it: parts that are missing or repeat the claim score 0.</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
