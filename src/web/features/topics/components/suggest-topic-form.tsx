// The suggestion form (/topics/suggest and /suggest-topic): motion, category (a
// live interest, GET /api/interests) and description, checked field by field
// before sending and again by the server; a sent suggestion waits for an
// admin's review.
import {
  type SuggestTopicInput,
  SuggestTopicInputSchema,
  TOPIC_DESCRIPTION_MAX,
  TOPIC_TITLE_MAX,
  type TopicView,
} from '#shared/topics/contract.ts';
import { InterestsStatus } from '#web/components/interests-status.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useApiForm } from '#web/lib/form.ts';
import { interestChoices, useInterests } from '#web/lib/interests.ts';
import { notify } from '#web/lib/toast.ts';
import { useSuggestTopic } from '../api/suggest-topic.ts';

const EMPTY = { title: '', category: '' as SuggestTopicInput['category'], description: '' };

export function SuggestTopicForm({ onSuggested }: { onSuggested?: (topic: TopicView) => void }) {
  const suggest = useSuggestTopic();
  const interests = useInterests();
  const categories = interests.data ? interestChoices(interests.data, []) : [];
  const { form, submit, formError } = useApiForm({
    schema: SuggestTopicInputSchema,
    defaultValues: EMPTY,
    onSubmit: async (input, form) => {
      const topic = await suggest.mutateAsync(input);
      form.reset(EMPTY);
      notify.success({ title: 'Suggestion sent', description: 'An admin reviews it before it appears on the topics page.' });
      onSuggested?.(topic);
    },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={submit} className="max-w-2xl space-y-5" aria-label="Suggest a topic">
      <FormError message={formError} />
      <TextField
        label="Motion"
        maxLength={TOPIC_TITLE_MAX + 50}
        error={errors.title?.message}
        hint="Phrase it so both sides can argue it, e.g. “This house would…”."
        {...form.register('title')}
      />
      <div>
        <SelectField
          label="Category"
          placeholder={interests.isPending ? 'Loading the categories…' : 'Choose from the list'}
          options={categories.map((interest) => ({ value: interest.id, label: interest.label }))}
          error={errors.category?.message}
          aria-busy={interests.isPending}
          {...form.register('category')}
        />
        <div className="mt-2 empty:hidden">
          <InterestsStatus query={interests} />
        </div>
      </div>
      <TextAreaField
        label="Description"
        optional
        rows={5}
        error={errors.description?.message}
        hint={`Why it matters and what a good debate on it would cover. At most ${TOPIC_DESCRIPTION_MAX} characters.`}
        {...form.register('description')}
      />
      <Button type="submit" disabled={suggest.isPending}>
        {suggest.isPending ? 'Sending…' : 'Send suggestion'}
      </Button>
    </form>
  );
}
