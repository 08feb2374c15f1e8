// A new message from the contact form, to each admin. The sender's words are
// plain text (escaped, never markup); the link opens the message in the admin area.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, DetailList, EmailLayout, PlainTextParagraphs, type TemplateLinks } from './layout.tsx';

export type ContactMessageEmailProps = EmailTemplateData<'contact_message'> & TemplateLinks & { messageUrl: string };

export function ContactMessageEmail({
  senderName,
  senderEmail,
  category,
  message,
  messageUrl,
  ...links
}: ContactMessageEmailProps) {
  return (
    <EmailLayout
      {...links}
      category={null}
      transactionalNote="You receive this because you are an admin of this site: messages from the contact form go to every admin."
      heading="A new message from the contact form"
      preview={`${senderName} wrote about ${category}.`}
    >
      <DetailList
        details={[
          { label: 'From', value: `${senderName} (${senderEmail})` },
          { label: 'About', value: category },
        ]}
      />
      <PlainTextParagraphs text={message} />
      <CtaButton href={messageUrl}>Read and answer it</CtaButton>
    </EmailLayout>
  );
}
