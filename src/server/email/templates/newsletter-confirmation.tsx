// The double opt-in mail (ADR 0013): sent when an address signs up for the
// newsletter. Nothing else is mailed to the address until the link is used;
// it must be harmless if someone else typed the address.
import { NEWSLETTER_CONFIRM_HOURS } from '#shared/content/newsletter.ts';
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { SITE_NAME } from '#shared/routes.ts';
import { CtaButton, EmailLayout, Paragraph, type TemplateLinks, TextLink } from './layout.tsx';

export type NewsletterConfirmationEmailProps = EmailTemplateData<'newsletter_confirmation'> & TemplateLinks;

export function NewsletterConfirmationEmail({ confirmUrl, ...links }: NewsletterConfirmationEmailProps) {
  return (
    <EmailLayout
      {...links}
      category={null}
      transactionalNote={`You receive this because this address was entered in the newsletter form of ${SITE_NAME}.`}
      heading="Confirm your newsletter subscription"
      preview={`One click to start receiving the ${SITE_NAME} newsletter.`}
    >
      <Paragraph>
        Someone, hopefully you, asked to receive the {SITE_NAME} newsletter at this address. To confirm, open the link below; it
        works for {NEWSLETTER_CONFIRM_HOURS} hours.
      </Paragraph>
      <CtaButton href={confirmUrl}>Confirm my subscription</CtaButton>
      <Paragraph>
        If the button does not work, open this link: <TextLink href={confirmUrl}>{confirmUrl}</TextLink>
      </Paragraph>
      <Paragraph>
        If you did not ask for this, ignore this e-mail: without a confirmation you will not receive anything from us.
      </Paragraph>
    </EmailLayout>
  );
}
