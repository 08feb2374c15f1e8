// Sent when someone joins a debate (transactional): confirms the role, the time and the place.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, DetailList, EmailLayout, Paragraph, type TemplateLinks } from './layout.tsx';

export type DebateConfirmationEmailProps = EmailTemplateData<'debate_confirmation'> & TemplateLinks & { debateUrl: string };

export function DebateConfirmationEmail({
  name,
  userRole,
  debateTitle,
  debateDate,
  debateTime,
  debateLocation,
  debateUrl,
  debateId: _debateId,
  ...links
}: DebateConfirmationEmailProps) {
  return (
    <EmailLayout
      {...links}
      category={null}
      heading="You're in!"
      preview={`You're registered for ${debateTitle} on ${debateDate} at ${debateTime}.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Your place in <strong>{debateTitle}</strong> is confirmed. Here are the details:
      </Paragraph>
      <DetailList
        details={[
          { label: 'Debate', value: debateTitle },
          { label: 'Your role', value: userRole },
          { label: 'Date', value: debateDate },
          { label: 'Time', value: debateTime },
          { label: 'Location', value: debateLocation },
        ]}
      />
      <Paragraph>
        The debate page has the topic, the format and the other participants. We'll send you a reminder before it starts.
      </Paragraph>
      <CtaButton href={debateUrl}>View the debate</CtaButton>
      <Paragraph>
        Can't make it any more? Let the organisers know as soon as possible so someone else can take your place.
      </Paragraph>
    </EmailLayout>
  );
}
