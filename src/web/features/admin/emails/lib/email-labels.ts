// The words the admin e-mails show for stored values: statuses, templates,
// frequencies, priorities and audiences. Pure, shared by the tabs.
import type { EmailAudienceKind, EmailQueueStatus, EmailScheduleFrequency } from '#shared/admin/emails/contract.ts';
import { EMAIL_CATEGORY_LABELS, type EmailCategory } from '#shared/email/contract.ts';

export const STATUS_LABELS: Record<EmailQueueStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  suppressed: 'Opted out',
  cancelled: 'Cancelled',
};

export const STATUS_TONES = {
  pending: 'brand',
  sending: 'warning',
  sent: 'success',
  failed: 'danger',
  suppressed: 'neutral',
  cancelled: 'neutral',
} as const satisfies Record<EmailQueueStatus, 'brand' | 'warning' | 'success' | 'danger' | 'neutral'>;

/** A template id in words: `debate_reminder_1h` → "Debate reminder 1h". */
export function templateLabel(id: string | null): string {
  if (!id) return 'No template';
  const words = id.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const FREQUENCY_LABELS: Record<EmailScheduleFrequency, string> = {
  once: 'Once',
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
};

export const PRIORITY_LABELS = {
  normal: 'Normal (priority 5)',
  high: 'High (priority 8)',
  urgent: 'Urgent (priority 10)',
} as const;

export const AUDIENCE_KIND_LABELS: Record<EmailAudienceKind, string> = {
  everyone: 'Everyone',
  club: 'A club’s members',
  debate: 'A debate’s participants',
  newsletter: 'Newsletter subscribers',
};

export function categoryLabel(category: string | null): string {
  if (!category) return 'Always sent (account or transactional mail)';
  return EMAIL_CATEGORY_LABELS[category as EmailCategory] ?? category;
}
