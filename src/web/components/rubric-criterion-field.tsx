// One criterion of a rubric rated on its levels (0 missing up to the top level),
// each level described, as radio buttons in a fieldset: the member rating their
// own work and a reviewer rating it use the same field.
import { useId } from 'react';
import { RUBRIC_TOP_LEVEL } from '#shared/training/rubrics.ts';

export interface RubricCriterion {
  id: string;
  label: string;
  description: string;
  weight: number;
  levels: readonly string[];
}

export function RubricCriterionField({
  criterion,
  value,
  onChange,
  error,
}: {
  criterion: RubricCriterion;
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-medium text-slate-900">
        {criterion.label}{' '}
        <span className="text-sm font-normal text-slate-600">
          (× {criterion.weight}, up to {criterion.weight * RUBRIC_TOP_LEVEL} points)
        </span>
      </legend>
      <p className="text-sm text-slate-600">{criterion.description}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-4">
        {criterion.levels.map((level, levelValue) => (
          <label
            key={level}
            className="flex cursor-pointer items-start gap-2 rounded-lg p-2 text-sm ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              className="mt-0.5"
              checked={value === levelValue}
              onChange={() => onChange(levelValue)}
            />
            <span>
              <span className="font-medium">{levelValue}</span> · {level}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
