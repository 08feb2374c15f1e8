// The suggestion form (/topics/suggest and /suggest-topic): motion, civic area
// and description, checked field by field before sending and again by the
// server; a sent suggestion waits for an admin's review.
import { useId, useState } from 'react';
import { CIVIC_AREAS } from '#shared/topics/civic-areas.ts';
import { TOPIC_DESCRIPTION_MAX, TOPIC_TITLE_MAX, type TopicView } from '#shared/topics/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { notify, notifyError } from '#web/lib/toast.ts';
import { useSuggestTopic } from '../api/suggest-topic.ts';
import { checkSuggestion, type SuggestionErrors, type SuggestionValues, serverSuggestionErrors } from './suggestion-input.ts';

const EMPTY: SuggestionValues = { title: '', category: '', description: '' };
const CONTROL =
  'mt-1.5 block w-full rounded-lg border-0 bg-white px-3 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 sm:text-sm';

export function SuggestTopicForm({ onSuggested }: { onSuggested?: (topic: TopicView) => void }) {
  const id = useId();
  const [values, setValues] = useState<SuggestionValues>(EMPTY);
  const [errors, setErrors] = useState<SuggestionErrors>({});
  const suggest = useSuggestTopic();

  const set = (field: keyof SuggestionValues) => (value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkSuggestion(values);
    if (check.errors) {
      setErrors(check.errors);
      const first = Object.keys(check.errors)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      const topic = await suggest.mutateAsync(check.input);
      setValues(EMPTY);
      notify.success({ title: 'Suggestion sent', description: 'An admin reviews it before it appears on the topics page.' });
      onSuggested?.(topic);
    } catch (err) {
      if (err instanceof ApiRequestError && err.fields) setErrors(serverSuggestionErrors(err.fields));
      else notifyError(err);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="max-w-2xl space-y-5" aria-label="Suggest a topic">
      <TextField
        id={`${id}-title`}
        label="Motion"
        name="title"
        value={values.title}
        maxLength={TOPIC_TITLE_MAX + 50}
        onChange={(event) => set('title')(event.target.value)}
        error={errors.title}
        hint="Phrase it so both sides can argue it, e.g. “This house would…”."
      />
      <div>
        <label htmlFor={`${id}-category`} className="block text-sm font-medium text-slate-800">
          Category
        </label>
        <select
          id={`${id}-category`}
          name="category"
          value={values.category}
          onChange={(event) => set('category')(event.target.value)}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={errors.category ? `${id}-category-message` : undefined}
          className={cn(CONTROL, 'h-11', errors.category && 'ring-2 ring-red-600')}
        >
          <option value="">Choose a civic area</option>
          {CIVIC_AREAS.map((area) => (
            <option key={area.id} value={area.id}>
              {area.label}
            </option>
          ))}
        </select>
        {errors.category ? (
          <p id={`${id}-category-message`} className="mt-1.5 text-sm font-medium text-red-700">
            {errors.category}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-description`} className="block text-sm font-medium text-slate-800">
          Description <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={5}
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${id}-description-message`}
          className={cn(CONTROL, 'py-2', errors.description && 'ring-2 ring-red-600')}
        />
        <p
          id={`${id}-description-message`}
          className={cn('mt-1.5 text-sm', errors.description ? 'font-medium text-red-700' : 'text-slate-600')}
        >
          {errors.description ??
            `Why it matters and what a good debate on it would cover. At most ${TOPIC_DESCRIPTION_MAX} characters.`}
        </p>
      </div>
      <Button type="submit" disabled={suggest.isPending}>
        {suggest.isPending ? 'Sending…' : 'Send suggestion'}
      </Button>
    </form>
  );
}
