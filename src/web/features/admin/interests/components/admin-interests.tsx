// /admin/interests: the vocabulary onboarding's preferred topics and topic
// categories use (ADR 0032), with how many profiles and topics use each; add an
// interest, rename one, merge one into another (every reference moves), retire
// one (no longer offered) or offer it again. Every change is audited.
import { LoaderCircle, Tags } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type AdminInterest, CreateInterestInputSchema, INTEREST_LABEL_MAX } from '#shared/admin/interests/contract.ts';
import { errorMessageFor, LoadingStatus, QueryErrorState } from '#web/components/query-states.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import { notify } from '#web/lib/toast.ts';
import { type InterestChange, useAdminInterests, useChangeInterest, useCreateInterest } from '../api/interests-api.ts';
import { InterestChangeDialog, type InterestChangeKind } from './interest-change-dialog.tsx';

const DONE: Record<InterestChangeKind, string> = {
  rename: 'Interest renamed',
  merge: 'Interests merged',
  retire: 'Interest retired',
  restore: 'Interest offered again',
};

export function AdminInterests() {
  const query = useAdminInterests();
  const change = useChangeInterest();
  const [open, setOpen] = useState<{ kind: InterestChangeKind; interest: AdminInterest } | null>(null);

  const confirm = async (interest: AdminInterest, kind: InterestChangeKind, body: InterestChange) => {
    await change.mutateAsync({ id: interest.id, change: body });
    setOpen(null);
    notify.success({ title: DONE[kind] });
  };

  return (
    <div className="space-y-6">
      <AddInterestForm />
      {query.isPending ? (
        <LoadingStatus label="Loading interests…" />
      ) : query.isError ? (
        <QueryErrorState
          title="Interests could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={Tags} title="No interests yet">
          Add the first one above.
        </EmptyState>
      ) : (
        <InterestsTable interests={query.data.items} onAct={(kind, interest) => setOpen({ kind, interest })} />
      )}
      {open && query.data ? (
        <InterestChangeDialog
          kind={open.kind}
          interest={open.interest}
          targets={query.data.items.filter((i) => i.retiredAt === null && i.id !== open.interest.id)}
          open
          onOpenChange={(next) => {
            if (!next) setOpen(null);
          }}
          onConfirm={(body) => confirm(open.interest, open.kind, body)}
        />
      ) : null}
    </div>
  );
}

function AddInterestForm() {
  const create = useCreateInterest();
  const { form, submit, formError } = useApiForm({
    schema: CreateInterestInputSchema,
    defaultValues: { label: '' },
    rateLimit: false,
    onSubmit: async (values, f) => {
      const created = await create.mutateAsync(values);
      f.reset({ label: '' });
      notify.success({ title: 'Interest added', description: `“${created.label}” is offered from now on.` });
    },
    onError: (error, applied, f) => {
      if (applied.fields === 0 && !applied.formError) setFormError(f, errorMessageFor(error));
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="add-interest-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="add-interest-heading" className="text-base font-semibold text-slate-900">
        Add an interest
      </h2>
      <FormError message={formError} />
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Name"
          required
          maxLength={INTEREST_LABEL_MAX}
          autoComplete="off"
          hint="As members will see it, e.g. “Sport and leisure”."
          error={errors.label?.message}
          className="sm:w-96"
          {...form.register('label')}
        />
        <Button type="submit" disabled={isSubmitting} className="sm:mt-7">
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" /> : null}
          Add
        </Button>
      </div>
    </form>
  );
}

function InterestsTable({
  interests,
  onAct,
}: {
  interests: readonly AdminInterest[];
  onAct: (kind: InterestChangeKind, interest: AdminInterest) => void;
}) {
  const labelOf = (id: string) => interests.find((i) => i.id === id)?.label ?? id;
  const live = interests.filter((i) => i.retiredAt === null).length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {live} offered, {interests.length - live} retired
      </p>
      <ScrollableRegion label="Interests">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Interest
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Profiles
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Topics
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {interests.map((interest) => (
              <tr key={interest.id}>
                <th scope="row" className="px-4 py-3 text-left font-normal">
                  <div className="font-medium text-slate-900">{interest.label}</div>
                  <div className="font-mono text-xs text-slate-600">{interest.id}</div>
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{interest.profiles}</td>
                <td className="px-4 py-3 text-right tabular-nums">{interest.topics}</td>
                <td className="px-4 py-3">
                  {interest.mergedInto ? (
                    <Badge>Merged into {labelOf(interest.mergedInto)}</Badge>
                  ) : interest.retiredAt ? (
                    <Badge tone="warning">Retired</Badge>
                  ) : (
                    <Badge tone="success">Offered</Badge>
                  )}
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap justify-end gap-2">
                    <ActionButton kind="rename" interest={interest} onAct={onAct} text="Rename" />
                    {interest.retiredAt === null ? (
                      <>
                        <ActionButton kind="merge" interest={interest} onAct={onAct} text="Merge" />
                        <ActionButton kind="retire" interest={interest} onAct={onAct} text="Retire" />
                      </>
                    ) : interest.mergedInto === null ? (
                      <ActionButton kind="restore" interest={interest} onAct={onAct} text="Offer again" />
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollableRegion>
    </div>
  );
}

function ScrollableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable so keyboard users can scroll a table wider than a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section tabIndex={0} aria-label={label} className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {children}
    </section>
  );
}

function ActionButton({
  kind,
  interest,
  onAct,
  text,
}: {
  kind: InterestChangeKind;
  interest: AdminInterest;
  onAct: (kind: InterestChangeKind, interest: AdminInterest) => void;
  text: string;
}) {
  return (
    <Button variant="secondary" size="sm" aria-label={`${text} ${interest.label}`} onClick={() => onAct(kind, interest)}>
      {text}
    </Button>
  );
}
