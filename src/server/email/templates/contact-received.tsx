// The sender's receipt for a contact message: what they sent, and that an
// answer comes by e-mail. Harmless if someone else typed the address.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { SITE_NAME } from '#shared/routes.ts';
import { DetailList, EmailLayout, Paragraph, PlainTextParagraphs, type TemplateLinks } from './layout.tsx';

export type ContactReceivedEmailProps = EmailTemplateData<'contact_received'> & TemplateLinks;

export function ContactReceivedEmail({ name, category, message, ...links }: ContactReceivedEmailProps) {
  return (
    <EmailLayout
      {...links}
      category={null}
      transactionalNote={`You receive this because this address was given in the contact form of ${SITE_NAME}.`}
      heading="We received your message"
      preview={`Thank you for writing to ${SITE_NAME}.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Thank you for writing to {SITE_NAME}. The team reads every message and answers by e-mail to this address. Here is what you
        sent:
      </Paragraph>
      <DetailList details={[{ label: 'About', value: category }]} />
      <PlainTextParagraphs text={message} />
      <Paragraph>If you did not write to us, ignore this e-mail.</Paragraph>
    </EmailLayout>
  );
}
