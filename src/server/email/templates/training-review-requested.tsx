// Asks a judge or a club's coach to review a member's training attempt (peer
// review, docs/training.md). The member's note is plain text: escaped paragraphs.
// Turned off with "Judge assignments"; the request waits in the reviewer's inbox either way.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, EmailLayout, Paragraph, PlainTextParagraphs, type TemplateLinks } from './layout.tsx';

export type TrainingReviewRequestedEmailProps = EmailTemplateData<'training_review_requested'> &
  TemplateLinks & { reviewUrl: string };

export function TrainingReviewRequestedEmail({
  name,
  requesterName,
  moduleLabel,
  note,
  reviewUrl,
  requestId: _requestId,
  ...links
}: TrainingReviewRequestedEmailProps) {
  return (
    <EmailLayout
      {...links}
      category="judge_assignments"
      heading="A request to review practice work"
      preview={`${requesterName} asked you to review their ${moduleLabel}.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        <strong>{requesterName}</strong> asked you to review their training attempt <strong>{moduleLabel}</strong>. You score it
        on the rubric and leave a comment; they see your score beside their own assessment.
      </Paragraph>
      {note ? (
        <>
          <Paragraph>
            <strong>What they would like feedback on</strong>
          </Paragraph>
          <PlainTextParagraphs text={note} />
        </>
      ) : null}
      <CtaButton href={reviewUrl}>Open the request</CtaButton>
      <Paragraph>If you cannot review it, you can decline the request on the same page.</Paragraph>
    </EmailLayout>
  );
}
