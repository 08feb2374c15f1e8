// Sent when a debate result is in: the participant's score and the judges' feedback.
// Feedback is plain text written by a judge: rendered as escaped paragraphs, never as HTML.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, DetailList, EmailLayout, Paragraph, PlainTextParagraphs, type TemplateLinks } from './layout.tsx';

export type ScoreNotificationEmailProps = EmailTemplateData<'score_notification'> & TemplateLinks & { debateUrl: string };

export function ScoreNotificationEmail({
  participantName,
  debateTitle,
  score,
  feedback,
  debateUrl,
  debateId: _debateId,
  ...links
}: ScoreNotificationEmailProps) {
  return (
    <EmailLayout
      {...links}
      category="score_notifications"
      heading="Your score is in"
      preview={`Your score for ${debateTitle}: ${score}.`}
    >
      <Paragraph>Hi {participantName},</Paragraph>
      <Paragraph>
        The judges have scored <strong>{debateTitle}</strong>.
      </Paragraph>
      <DetailList
        details={[
          { label: 'Debate', value: debateTitle },
          { label: 'Your score', value: score },
        ]}
      />
      {feedback !== undefined && feedback !== '' ? (
        <>
          <Paragraph>
            <strong>Feedback from the judges</strong>
          </Paragraph>
          <PlainTextParagraphs text={feedback} />
        </>
      ) : (
        <Paragraph>The judges didn't leave written feedback this time.</Paragraph>
      )}
      <CtaButton href={debateUrl}>See the full result</CtaButton>
      <Paragraph>Every round is practice for the next one. Thanks for debating!</Paragraph>
    </EmailLayout>
  );
}
