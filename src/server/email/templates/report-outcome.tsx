// Tells a member who reported a comment that a moderator acted on it: the
// comment was hidden, or its author was dealt with (without saying how: that
// is between the author and the moderators). Dismissed reports send nothing.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, EmailLayout, Paragraph, PlainTextParagraphs, type TemplateLinks } from './layout.tsx';

export type ReportOutcomeEmailProps = EmailTemplateData<'report_outcome'> & TemplateLinks & { targetUrl: string };

export function ReportOutcomeEmail({
  name,
  outcome,
  commentExcerpt,
  targetTitle,
  targetUrl,
  targetType: _targetType,
  targetId: _targetId,
  ...links
}: ReportOutcomeEmailProps) {
  return (
    <EmailLayout
      {...links}
      category={null}
      heading="Thanks for your report"
      preview={`A moderator acted on the comment you reported on ${targetTitle}.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        You reported a comment on <strong>{targetTitle}</strong>.{' '}
        {outcome === 'hidden'
          ? 'A moderator reviewed it and hid it: other members now see a note in its place.'
          : 'A moderator reviewed it and took action with its author.'}
      </Paragraph>
      <Paragraph>The comment began:</Paragraph>
      <PlainTextParagraphs text={`“${commentExcerpt}”`} />
      <Paragraph>Reports like yours keep the discussions civil. Thank you.</Paragraph>
      <CtaButton href={targetUrl}>See the discussion</CtaButton>
    </EmailLayout>
  );
}
