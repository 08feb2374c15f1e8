// One component for the three reminder templates: debate_reminder ('soon'),
// debate_reminder_24h ('24h') and debate_reminder_1h ('1h'). Same data, different timing copy.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, DetailList, EmailLayout, Paragraph, type TemplateLinks } from './layout.tsx';

export type DebateReminderWhen = 'soon' | '24h' | '1h';

export type DebateReminderEmailProps = EmailTemplateData<'debate_reminder'> &
  TemplateLinks & { debateUrl: string; when: DebateReminderWhen };

const STARTS: Record<DebateReminderWhen, string> = {
  soon: 'starts soon',
  '24h': 'starts in 24 hours',
  '1h': 'starts in 1 hour',
};

const ADVICE: Record<DebateReminderWhen, string> = {
  soon: 'Take a moment to review the topic and your notes so you arrive ready.',
  '24h': 'Now is a good time to review the topic, gather your evidence and plan your opening.',
  '1h': 'Get your notes together, check your connection or your route, and arrive a few minutes early.',
};

export function DebateReminderEmail({
  when,
  name,
  debateTitle,
  debateDate,
  debateTime,
  debateLocation,
  debateUrl,
  debateId: _debateId,
  ...links
}: DebateReminderEmailProps) {
  return (
    <EmailLayout
      {...links}
      category="debate_reminders"
      heading={`Your debate ${STARTS[when]}`}
      preview={`${debateTitle} ${STARTS[when]}: ${debateDate} at ${debateTime}.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        A quick reminder: <strong>{debateTitle}</strong> {STARTS[when]}.
      </Paragraph>
      <DetailList
        details={[
          { label: 'Date', value: debateDate },
          { label: 'Time', value: debateTime },
          { label: 'Location', value: debateLocation },
        ]}
      />
      <Paragraph>{ADVICE[when]}</Paragraph>
      <CtaButton href={debateUrl}>Open the debate</CtaButton>
      <Paragraph>If you can no longer take part, let the organisers know as soon as possible so someone else can join.</Paragraph>
    </EmailLayout>
  );
}
