// Tells a member that the judge or coach they asked has reviewed their training
// attempt (peer review, docs/training.md). Turned off with "Scores and feedback".
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, DetailList, EmailLayout, Paragraph, type TemplateLinks } from './layout.tsx';

export type TrainingReviewCompletedEmailProps = EmailTemplateData<'training_review_completed'> &
  TemplateLinks & { reviewUrl: string };

export function TrainingReviewCompletedEmail({
  name,
  reviewerName,
  moduleLabel,
  score,
  max,
  reviewUrl,
  requestId: _requestId,
  ...links
}: TrainingReviewCompletedEmailProps) {
  return (
    <EmailLayout
      {...links}
      category="score_notifications"
      heading="Your practice work was reviewed"
      preview={`${reviewerName} reviewed your ${moduleLabel}: ${score} of ${max}.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        <strong>{reviewerName}</strong> reviewed your training attempt <strong>{moduleLabel}</strong>.
      </Paragraph>
      <DetailList
        details={[
          { label: 'Attempt', value: moduleLabel },
          { label: 'Reviewer’s score', value: `${score} of ${max}` },
        ]}
      />
      <CtaButton href={reviewUrl}>Read the review</CtaButton>
      <Paragraph>The review shows each criterion’s rating and the reviewer’s comment beside your own assessment.</Paragraph>
    </EmailLayout>
  );
}
