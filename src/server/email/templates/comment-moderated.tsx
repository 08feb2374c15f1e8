// Tells the author of a reported comment what a moderator decided: the comment
// was hidden, they were warned, or both, with the moderator's reason (as plain
// text) and the comment's opening words. Transactional: no preference turns it off.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, EmailLayout, Paragraph, PlainTextParagraphs, type TemplateLinks } from './layout.tsx';

export type CommentModeratedEmailProps = EmailTemplateData<'comment_moderated'> & TemplateLinks & { targetUrl: string };

const HEADINGS = {
  hidden: 'Your comment was hidden',
  warned: 'A warning about your comment',
  warned_and_hidden: 'A warning about your comment',
} as const;

export function CommentModeratedEmail({
  name,
  decision,
  reason,
  commentExcerpt,
  targetTitle,
  targetUrl,
  targetType: _targetType,
  targetId: _targetId,
  ...links
}: CommentModeratedEmailProps) {
  const isHidden = decision !== 'warned';
  return (
    <EmailLayout {...links} category={null} heading={HEADINGS[decision]} preview={`About your comment on ${targetTitle}.`}>
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Members reported your comment on <strong>{targetTitle}</strong>, and a moderator reviewed it.{' '}
        {decision === 'hidden'
          ? 'The comment is now hidden: other members see a note in its place.'
          : decision === 'warned'
            ? 'The comment stays up, but please take this as a warning.'
            : 'The comment is now hidden, and please take this as a warning.'}
      </Paragraph>
      <Paragraph>Your comment began:</Paragraph>
      <PlainTextParagraphs text={`“${commentExcerpt}”`} />
      <Paragraph>The moderator wrote:</Paragraph>
      <PlainTextParagraphs text={reason} />
      <Paragraph>
        {isHidden ? 'You can still see the hidden comment yourself. ' : ''}Please keep to the community’s terms; repeated breaches
        can lead to a suspended account.
      </Paragraph>
      <CtaButton href={targetUrl}>See the discussion</CtaButton>
    </EmailLayout>
  );
}
