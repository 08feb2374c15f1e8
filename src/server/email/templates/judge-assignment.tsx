// Sent when a judge is assigned to a debate.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, DetailList, EmailLayout, Paragraph, type TemplateLinks } from './layout.tsx';

export type JudgeAssignmentEmailProps = EmailTemplateData<'judge_assignment'> & TemplateLinks & { debateUrl: string };

export function JudgeAssignmentEmail({
  judgeName,
  debateTitle,
  debateDate,
  debateTime,
  debateLocation,
  debateUrl,
  debateId: _debateId,
  ...links
}: JudgeAssignmentEmailProps) {
  return (
    <EmailLayout
      {...links}
      category="judge_assignments"
      heading="You're judging a debate"
      preview={`You've been assigned to judge ${debateTitle} on ${debateDate} at ${debateTime}.`}
    >
      <Paragraph>Hi {judgeName},</Paragraph>
      <Paragraph>
        Thank you for judging! You've been assigned to <strong>{debateTitle}</strong>.
      </Paragraph>
      <DetailList
        details={[
          { label: 'Debate', value: debateTitle },
          { label: 'Date', value: debateDate },
          { label: 'Time', value: debateTime },
          { label: 'Location', value: debateLocation },
        ]}
      />
      <Paragraph>
        Before the round, read the topic and the format on the debate page. Please arrive a few minutes early, take notes during
        the speeches and submit your ballot with clear, constructive feedback once the debate ends.
      </Paragraph>
      <CtaButton href={debateUrl}>View the debate</CtaButton>
      <Paragraph>If you can't judge this debate after all, let the organisers know as soon as possible.</Paragraph>
    </EmailLayout>
  );
}
