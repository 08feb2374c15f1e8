// Rating work on a rubric: each criterion on its four levels (0 missing to 3
// strong), each level described, as radio buttons in a fieldset.
import type { RubricRatings } from '#shared/training/contract.ts';
import type { Rubric } from '#shared/training/rubrics.ts';
import { RubricCriterionField } from '#web/components/rubric-criterion-field.tsx';

export function RubricRating({
  rubric,
  ratings,
  onChange,
  title,
  disabled = false,
}: {
  rubric: Rubric;
  ratings: RubricRatings;
  onChange: (ratings: RubricRatings) => void;
  title: string;
  disabled?: boolean;
}) {
  return (
    <fieldset className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" disabled={disabled}>
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      <div className="mt-2 space-y-5">
        {rubric.criteria.map((criterion) => (
          <RubricCriterionField
            key={criterion.id}
            criterion={criterion}
            value={ratings[criterion.id]}
            onChange={(value) => onChange({ ...ratings, [criterion.id]: value })}
          />
        ))}
      </div>
    </fieldset>
  );
}
