// The tournament's staff: its tab directors and adjudication core. Managers
// remove a member (after a confirmation; the last tab director stays) and add
// one, named by the link of their profile page or their id — there is no people
// search — with the role they take. The server checks that the member exists;
// its refusals show on the form.
import { UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { STAFF_ROLES, StaffInputSchema, type TournamentView } from '#shared/tournaments/contract.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormError } from '#web/components/ui/form-error.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { setFormError, useApiForm } from '#web/lib/form.ts';
import { MEMBER_REFERENCE_FIELD, MEMBER_REFERENCE_HINT, memberIdFromReference } from '#web/lib/member-reference.ts';
import { useSession } from '#web/lib/session.ts';
import { notify } from '#web/lib/toast.ts';
import { useAddTournamentStaff } from '../api/add-tournament-staff.ts';
import { useRemoveTournamentStaff } from '../api/remove-tournament-staff.ts';
import { isLastTabDirector, STAFF_ROLE_PHRASES, staffAdditionProblem } from '../lib/staff-changes.ts';
import { ChoiceGroup, SubmitOrCancel } from './choice-group.tsx';
import { ConfirmAction } from './confirm-action.tsx';
import { refusalMessage, showRefusalAboveForm } from './refusal.ts';
import { STAFF_ROLE_LABELS } from './tournament-labels.ts';

type StaffMember = TournamentView['staff'][number];

const STAFF_ROLE_CHOICES = {
  'tab-director': {
    label: STAFF_ROLE_LABELS['tab-director'],
    explanation: 'Runs the tournament: its settings, staff, teams, draws and results.',
  },
  'adjudication-core': {
    label: STAFF_ROLE_LABELS['adjudication-core'],
    explanation:
      'Runs the adjudicators — their scores, invitations, conflicts and allocation — but not the settings or the staff.',
  },
} as const;

/** The form's fields: the member as typed (a profile link or an id) and the role; sent as the contract's { userId, role }. */
const AddStaffFormSchema = z
  .object({
    member: z
      .string()
      .trim()
      .min(1, 'Enter their profile link or member id')
      .refine((text) => memberIdFromReference(text) !== null, MEMBER_REFERENCE_HINT),
    role: StaffInputSchema.shape.role,
  })
  .transform(({ member, role }) => ({ userId: memberIdFromReference(member) as string, role }));

type AddStaffValues = z.input<typeof AddStaffFormSchema>;
type AddStaffInput = z.output<typeof AddStaffFormSchema>;

function AddStaffForm({ id, tournament, onDone }: { id: string; tournament: TournamentView; onDone: () => void }) {
  const headingId = useId();
  const add = useAddTournamentStaff(tournament.id);
  const { form, submit, formError } = useApiForm<AddStaffValues, AddStaffInput>({
    schema: AddStaffFormSchema,
    defaultValues: { member: '', role: 'tab-director' },
    fieldMap: { userId: 'member' },
    onSubmit: async (input) => {
      const problem = staffAdditionProblem(tournament.staff, input.userId, input.role);
      if (problem) {
        setFormError(form, problem);
        return;
      }
      const updated = await add.mutateAsync(input);
      const name = updated.staff.find((member) => member.userId === input.userId)?.name ?? 'The member';
      notify.success({ title: `${name} is now ${STAFF_ROLE_PHRASES[input.role]}` });
      form.reset();
      onDone();
    },
    onError: (error, applied, target) => {
      // A member id that names nobody: said on the field that holds it.
      if (error instanceof ApiRequestError && error.status === 404 && applied.fields === 0) {
        target.setError('member', { type: 'server', message: refusalMessage(error) }, { shouldFocus: true });
        return;
      }
      showRefusalAboveForm(error, applied, target);
    },
  });
  const { errors, isSubmitting } = form.formState;
  // Opened by the button above it: the person goes on where they type.
  useEffect(() => form.setFocus('member'), [form]);
  return (
    <section id={id} aria-labelledby={headingId} className="mt-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Add to the staff
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Naming someone already on the staff changes their role. A tournament keeps at least one tab director.
      </p>
      <form noValidate onSubmit={submit} className="mt-3 space-y-4">
        <FormError message={formError} />
        <TextField
          label={MEMBER_REFERENCE_FIELD.label}
          aria-required
          autoComplete="off"
          hint={MEMBER_REFERENCE_FIELD.hint}
          error={errors.member?.message}
          {...form.register('member')}
        />
        <ChoiceGroup
          legend="Role"
          values={STAFF_ROLES}
          choices={STAFF_ROLE_CHOICES}
          field={form.register('role')}
          error={errors.role?.message}
        />
        <SubmitOrCancel label="Add to the staff" busyLabel="Adding…" isSubmitting={isSubmitting} onCancel={onDone} />
      </form>
    </section>
  );
}

function RemoveStaffMember({ tournament, member }: { tournament: TournamentView; member: StaffMember }) {
  const session = useSession();
  const remove = useRemoveTournamentStaff(tournament.id);
  const isSelf = session.status === 'authenticated' && session.user.id === member.userId;
  const handleRemove = async () => {
    await remove.mutateAsync(member.userId);
    notify.success({ title: isSelf ? 'You are no longer on the staff' : `${member.name} is no longer on the staff` });
  };
  return (
    <ConfirmAction
      triggerLabel="Remove"
      triggerAriaLabel={`Remove ${member.name} from the staff`}
      triggerVariant="ghost"
      title={isSelf ? 'Leave the staff?' : `Remove ${member.name} from the staff?`}
      description={
        isSelf
          ? 'You will no longer be one of the tournament’s staff. Unless you organize the event, you will no longer manage the tournament either.'
          : `${member.name} will no longer be ${STAFF_ROLE_PHRASES[member.role]}. A team or adjudicator place they hold stays.`
      }
      confirmLabel="Remove"
      onConfirm={handleRemove}
    />
  );
}

export function TournamentStaff({ tournament }: { tournament: TournamentView }) {
  const headingId = useId();
  const formId = useId();
  const [isAdding, setAdding] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const canManage = tournament.viewer.canManage;
  const handleDone = () => {
    setAdding(false);
    toggleRef.current?.focus();
  };
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Staff
      </h2>
      <ul className="mt-3 space-y-1 text-sm text-slate-800" data-testid="tournament-staff">
        {tournament.staff.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span>
              <span className="font-medium">{member.name}</span> · {STAFF_ROLE_LABELS[member.role]}
            </span>
            {canManage && !isLastTabDirector(tournament.staff, member.userId) ? (
              <RemoveStaffMember tournament={tournament} member={member} />
            ) : null}
          </li>
        ))}
      </ul>
      {canManage ? (
        <>
          <Button
            ref={toggleRef}
            variant="secondary"
            size="sm"
            className="mt-3"
            aria-expanded={isAdding}
            aria-controls={isAdding ? formId : undefined}
            onClick={() => setAdding((open) => !open)}
          >
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            Add a staff member
          </Button>
          {isAdding ? <AddStaffForm id={formId} tournament={tournament} onDone={handleDone} /> : null}
        </>
      ) : null}
    </section>
  );
}
