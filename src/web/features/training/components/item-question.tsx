// One question of an attempt, answered by its type: a choice, several, true or
// false, steps put in order (with buttons, so it works from the keyboard and
// for screen readers), or a tag for each part. Each is a fieldset named by its
// prompt. The key is never in the browser before completion.
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId } from 'react';
import { type AttemptDetail, ITEM_TYPE_LABELS, type SubmittedAnswer } from '#shared/training/contract.ts';
import { skillById } from '#shared/training/skills.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';

type ItemView = AttemptDetail['items'][number];

const choiceClass =
  'flex cursor-pointer items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 hover:bg-slate-50 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600';

export function ItemQuestion({
  item,
  number,
  total,
  answer,
  onAnswer,
  disabled = false,
}: {
  item: ItemView;
  number: number;
  total: number;
  answer: SubmittedAnswer | undefined;
  onAnswer: (answer: SubmittedAnswer) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const options = item.options ?? [];
  const base = { itemId: item.id };
  return (
    <fieldset
      data-testid="training-item"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      disabled={disabled}
      aria-labelledby={`${name}-number ${name}-prompt`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span id={`${name}-number`} className="font-medium text-slate-800">
          Question {number} of {total}
        </span>
        <Badge>{ITEM_TYPE_LABELS[item.type]}</Badge>
        <Badge tone="brand">{skillById(item.skill)?.label ?? item.skill}</Badge>
      </div>
      {item.motion ? <p className="mt-3 text-sm text-slate-700">Motion: {item.motion}</p> : null}
      <p className="mt-3 whitespace-pre-line font-medium text-slate-900" id={`${name}-prompt`}>
        {item.prompt}
      </p>

      <div className="mt-4 space-y-2">
        {item.type === 'single-choice' || item.type === 'identify-part'
          ? options.map((option) => (
              <label key={option.id} className={choiceClass}>
                <input
                  type="radio"
                  name={name}
                  className="mt-1"
                  checked={
                    (answer?.type === 'single-choice' || answer?.type === 'identify-part') && answer.optionId === option.id
                  }
                  onChange={() => onAnswer({ ...base, type: item.type, optionId: option.id } as SubmittedAnswer)}
                />
                <span>{option.text}</span>
              </label>
            ))
          : null}

        {item.type === 'multiple-choice'
          ? options.map((option) => {
              const chosen = answer?.type === 'multiple-choice' ? answer.optionIds : [];
              return (
                <label key={option.id} className={choiceClass}>
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={chosen.includes(option.id)}
                    onChange={(event) =>
                      onAnswer({
                        ...base,
                        type: 'multiple-choice',
                        optionIds: event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id),
                      })
                    }
                  />
                  <span>{option.text}</span>
                </label>
              );
            })
          : null}

        {item.type === 'true-false'
          ? [true, false].map((value) => (
              <label key={String(value)} className={choiceClass}>
                <input
                  type="radio"
                  name={name}
                  className="mt-1"
                  checked={answer?.type === 'true-false' && answer.value === value}
                  onChange={() => onAnswer({ ...base, type: 'true-false', value })}
                />
                <span>{value ? 'True' : 'False'}</span>
              </label>
            ))
          : null}

        {item.type === 'ordering' ? (
          <OrderingAnswer
            options={options}
            order={answer?.type === 'ordering' ? answer.order : null}
            onOrder={(order) => onAnswer({ ...base, type: 'ordering', order })}
          />
        ) : null}

        {item.type === 'tag'
          ? options.map((part, index) => {
              const tags = answer?.type === 'tag' ? answer.tags : {};
              const selectId = `${name}-part-${index}`;
              return (
                <div key={part.id} className="rounded-lg p-3 ring-1 ring-slate-200">
                  <label htmlFor={selectId} className="block text-slate-900">
                    {part.text}
                  </label>
                  <select
                    id={selectId}
                    className="mt-2 h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 sm:w-64"
                    value={tags[part.id] ?? ''}
                    onChange={(event) => {
                      const next = { ...tags };
                      if (event.target.value) next[part.id] = event.target.value;
                      else delete next[part.id];
                      onAnswer({ ...base, type: 'tag', tags: next });
                    }}
                  >
                    <option value="">Choose a tag</option>
                    {(item.tags ?? []).map((tag) => (
                      <option key={tag.id} value={tag.id}>
                        {tag.text}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })
          : null}
      </div>
      {item.source ? <p className="mt-3 text-xs text-slate-600">Source: {item.source}</p> : null}
    </fieldset>
  );
}

function OrderingAnswer({
  options,
  order,
  onOrder,
}: {
  options: readonly { id: string; text: string }[];
  order: readonly string[] | null;
  onOrder: (order: string[]) => void;
}) {
  const current = order && order.length === options.length ? [...order] : options.map((o) => o.id);
  const textOf = (id: string) => options.find((o) => o.id === id)?.text ?? id;
  const move = (index: number, by: -1 | 1) => {
    const next = [...current];
    const target = index + by;
    const [moved] = next.splice(index, 1);
    if (moved === undefined || target < 0 || target > next.length) return;
    next.splice(target, 0, moved);
    onOrder(next);
  };
  return (
    <div>
      <ol className="space-y-2">
        {current.map((id, index) => (
          <li key={id} className="flex items-center gap-3 rounded-lg p-3 ring-1 ring-slate-200">
            <span className="w-6 shrink-0 text-sm font-semibold text-slate-700">{index + 1}.</span>
            <span className="flex-1">{textOf(id)}</span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move up: ${textOf(id)}`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              <ArrowUp aria-hidden="true" className="h-4 w-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move down: ${textOf(id)}`}
              disabled={index === current.length - 1}
              onClick={() => move(index, 1)}
            >
              <ArrowDown aria-hidden="true" className="h-4 w-4" />
            </Button>
          </li>
        ))}
      </ol>
      {order ? (
        <p className="mt-2 text-sm text-slate-600">Your order is saved as your answer.</p>
      ) : (
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => onOrder(current)}>
          This order is my answer
        </Button>
      )}
    </div>
  );
}
