// An admin's answer to a contact message, mailed to its sender with what they
// had written. Both are plain text, escaped.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { SITE_NAME } from '#shared/routes.ts';
import { Divider, EmailLayout, Paragraph, PlainTextParagraphs, type TemplateLinks } from './layout.tsx';

export type ContactReplyEmailProps = EmailTemplateData<'contact_reply'> & TemplateLinks;

export function ContactReplyEmail({ name, reply, message, ...links }: ContactReplyEmailProps) {
  return (
    <EmailLayout
      {...links}
      category={null}
      transactionalNote={`You receive this because you wrote to ${SITE_NAME} through its contact form.`}
      heading={`An answer from ${SITE_NAME}`}
      preview={reply.slice(0, 120)}
    >
      <Paragraph>Hi {name},</Paragraph>
      <PlainTextParagraphs text={reply} />
      <Divider />
      <Paragraph>You wrote:</Paragraph>
      <PlainTextParagraphs text={message} />
    </EmailLayout>
  );
}
