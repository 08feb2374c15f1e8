// Choosing an audience: everyone, a club's members, a debate's participants or
// the newsletter's subscribers; a club or debate found by name. Controlled: the
// parent holds the value (null while a club or debate is still to be chosen)
// and shows who it reaches with AudienceReach.
import { useState } from 'react';
import { EMAIL_AUDIENCE_KINDS, type EmailAudience, type EmailAudienceKind } from '#shared/admin/emails/contract.ts';
import { errorMessageFor } from '#web/components/query-states.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useAudienceChoices, useAudienceSummary } from '../api/announcements.ts';
import { AUDIENCE_KIND_LABELS, categoryLabel } from '../lib/email-labels.ts';

export interface AudienceDraft {
  kind: EmailAudienceKind;
  /** The chosen club or debate. */
  targetId: string;
}

export const EMPTY_AUDIENCE: AudienceDraft = { kind: 'everyone', targetId: '' };

/** The audience the draft names, or null while its club or debate is not chosen. */
export function audienceOf(draft: AudienceDraft): EmailAudience | null {
  if (draft.kind === 'club') return draft.targetId ? { kind: 'club', clubId: draft.targetId } : null;
  if (draft.kind === 'debate') return draft.targetId ? { kind: 'debate', debateId: draft.targetId } : null;
  return { kind: draft.kind };
}

export function draftOf(audience: EmailAudience | null): AudienceDraft {
  if (!audience) return EMPTY_AUDIENCE;
  if (audience.kind === 'club') return { kind: 'club', targetId: audience.clubId };
  if (audience.kind === 'debate') return { kind: 'debate', targetId: audience.debateId };
  return { kind: audience.kind, targetId: '' };
}

export function AudiencePicker({
  value,
  onChange,
  error,
}: {
  value: AudienceDraft;
  onChange: (next: AudienceDraft) => void;
  /** A message for the club or debate (the server's "No such club"). */
  error?: string;
}) {
  const [q, setQ] = useState('');
  const pickKind = value.kind === 'club' || value.kind === 'debate' ? value.kind : null;
  const choices = useAudienceChoices(pickKind, q.trim());
  const noun = value.kind === 'club' ? 'club' : 'debate';
  const items = choices.data?.items ?? [];
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-slate-900">Audience</legend>
      <SelectField
        label="Send to"
        value={value.kind}
        onChange={(event) => {
          setQ('');
          onChange({ kind: event.target.value as EmailAudienceKind, targetId: '' });
        }}
        options={EMAIL_AUDIENCE_KINDS.map((kind) => ({ value: kind, label: AUDIENCE_KIND_LABELS[kind] }))}
      />
      {pickKind ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={`Find a ${noun}`} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
          <SelectField
            label={noun === 'club' ? 'Club' : 'Debate'}
            required
            value={value.targetId}
            error={error}
            onChange={(event) => onChange({ ...value, targetId: event.target.value })}
            placeholder={items.length === 0 ? `No ${noun} found` : `Choose a ${noun}`}
          >
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.label}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Who the audience reaches now, and how many turned the category off; announced politely. */
export function AudienceReach({ audience }: { audience: EmailAudience | null }) {
  const summary = useAudienceSummary(audience);
  let text = 'Choose who receives it.';
  if (audience && summary.isPending) text = 'Counting the audience…';
  else if (summary.isError) text = errorMessageFor(summary.error);
  else if (summary.data) {
    const { recipients, skipped, label, category } = summary.data;
    text = `${label}: ${recipients} ${recipients === 1 ? 'person' : 'people'} will receive it${
      skipped > 0 ? `; ${skipped} turned “${categoryLabel(category)}” off or unsubscribed and are left out` : ''
    }.`;
  }
  return (
    <p role="status" data-testid="audience-reach" className="text-sm text-slate-700">
      {text}
    </p>
  );
}
