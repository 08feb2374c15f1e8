// Sent to everyone who joined a debate when its creator or an admin cancels it,
// with the reason when one was given.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, DetailList, EmailLayout, Paragraph, type TemplateLinks } from './layout.tsx';

export type DebateCancelledEmailProps = EmailTemplateData<'debate_cancelled'> & TemplateLinks;

export function DebateCancelledEmail({
  name,
  debateTitle,
  debateDate,
  debateTime,
  debateLocation,
  reason,
  debateId: _debateId,
  ...links
}: DebateCancelledEmailProps) {
  return (
    <EmailLayout
      {...links}
      category="debate_reminders"
      heading="Debate cancelled"
      preview={`${debateTitle} on ${debateDate} has been cancelled.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        We're sorry: <strong>{debateTitle}</strong> has been cancelled, so it will not take place. This was the debate:
      </Paragraph>
      <DetailList
        details={[
          { label: 'Date', value: debateDate },
          { label: 'Time', value: debateTime },
          { label: 'Location', value: debateLocation },
        ]}
      />
      {reason ? <Paragraph>The reason given: {reason}</Paragraph> : null}
      <CtaButton href={`${links.siteUrl}/debates`}>Find another debate</CtaButton>
    </EmailLayout>
  );
}
