// Sent when someone asks to reset the password (transactional). The link works
// once and for one hour; the mail must be harmless if someone else asked.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { SITE_NAME } from '#shared/routes.ts';
import { CtaButton, EmailLayout, Paragraph, type TemplateLinks, TextLink } from './layout.tsx';

export type PasswordResetEmailProps = EmailTemplateData<'password_reset'> & TemplateLinks;

export function PasswordResetEmail({ name, resetUrl, ...links }: PasswordResetEmailProps) {
  return (
    <EmailLayout
      {...links}
      category={null}
      heading="Reset your password"
      preview={`A link to choose a new password for your ${SITE_NAME} account.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your {SITE_NAME} account. To choose a new one, open the link below; it works once,
        for one hour.
      </Paragraph>
      <CtaButton href={resetUrl}>Choose a new password</CtaButton>
      <Paragraph>
        If the button does not work, open this link: <TextLink href={resetUrl}>{resetUrl}</TextLink>
      </Paragraph>
      <Paragraph>
        If you did not ask for this, ignore this e-mail: your password stays as it is. Resetting it signs you out everywhere, and
        if you use two-factor sign-in you will still need your code.
      </Paragraph>
    </EmailLayout>
  );
}
