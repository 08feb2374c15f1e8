// Setting an event up as a tournament (docs/tournaments.md): format, preliminary
// rounds, what happens with an odd number of teams, how brackets pair, and the
// break categories in priority order — the first is the open break. Checked
// with the shared contract; what the server refuses shows on its field.
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import {
  BREAK_CATEGORIES_MAX,
  BREAK_SIZE_MAX,
  type CreateTournamentInput,
  CreateTournamentInputSchema,
} from '#shared/tournaments/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useApiForm } from '#web/lib/form.ts';
import { FormatAndRoundsFields, RuleChoiceGroups } from './choice-group.tsx';

type SetupValues = z.input<typeof CreateTournamentInputSchema>;

const DEFAULTS: SetupValues = {
  format: 'parliamentary',
  preliminaryRounds: 5,
  oddTeams: 'swing',
  pairing: 'slide',
  categories: [{ name: 'Open', breakSize: 8 }],
};

export function TournamentSetupForm({ onSubmit }: { onSubmit: (input: CreateTournamentInput) => Promise<unknown> }) {
  const { form, submit, formError } = useApiForm<SetupValues, CreateTournamentInput>({
    schema: CreateTournamentInputSchema,
    defaultValues: DEFAULTS,
    onSubmit: (input) => onSubmit(input),
  });
  const categories = useFieldArray({ control: form.control, name: 'categories' });
  const { errors, isSubmitting } = form.formState;
  const categoriesHeadingId = useId();
  const categoriesError =
    (errors.categories as { message?: string; root?: { message?: string } } | undefined)?.message ??
    errors.categories?.root?.message;

  return (
    <form noValidate onSubmit={submit} className="max-w-3xl space-y-8">
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormatAndRoundsFields
          format={{ field: form.register('format'), error: errors.format?.message }}
          rounds={{
            field: form.register('preliminaryRounds', { valueAsNumber: true }),
            error: errors.preliminaryRounds?.message,
          }}
        />
      </div>
      <RuleChoiceGroups
        oddTeams={{ field: form.register('oddTeams'), error: errors.oddTeams?.message }}
        pairing={{ field: form.register('pairing'), error: errors.pairing?.message }}
      />
      <section aria-labelledby={categoriesHeadingId} className="space-y-4">
        <div>
          <h2 id={categoriesHeadingId} className="text-lg font-semibold text-slate-900">
            Break categories
          </h2>
          <p className="text-sm text-slate-600">
            In priority order. The first is the open break: every team is in it. A team that breaks in an earlier category leaves
            the later ones. Teams say which of the others (novice, ESL…) they are eligible for when they register.
          </p>
        </div>
        {categoriesError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {categoriesError}
          </p>
        ) : null}
        <ol className="space-y-3">
          {categories.fields.map((field, index) => (
            <li key={field.id} className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
              <TextField
                label={index === 0 ? 'Open break name' : `Category ${index + 1} name`}
                aria-required
                maxLength={40}
                error={errors.categories?.[index]?.name?.message}
                {...form.register(`categories.${index}.name`)}
              />
              <TextField
                label={index === 0 ? 'Open break size' : `Category ${index + 1} break size`}
                type="number"
                aria-required
                min={0}
                max={BREAK_SIZE_MAX}
                error={errors.categories?.[index]?.breakSize?.message}
                {...form.register(`categories.${index}.breakSize`, { valueAsNumber: true })}
              />
              {index > 0 ? (
                <Button
                  variant="ghost"
                  className="sm:mt-7"
                  aria-label={`Remove category ${index + 1}`}
                  onClick={() => categories.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
        {categories.fields.length < BREAK_CATEGORIES_MAX ? (
          <Button variant="secondary" onClick={() => categories.append({ name: '', breakSize: 4 })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add a break category
          </Button>
        ) : null}
      </section>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Setting up…' : 'Set up the tournament'}
      </Button>
    </form>
  );
}
