// Sent at sign-up (transactional): the link that confirms the address and
// signs the new member in. Until it is opened, signing in says "Email not verified".
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { SITE_NAME } from '#shared/routes.ts';
import { CtaButton, EmailLayout, Paragraph, type TemplateLinks, TextLink } from './layout.tsx';

export type EmailVerificationEmailProps = EmailTemplateData<'email_verification'> & TemplateLinks;

export function EmailVerificationEmail({ name, verifyUrl, ...links }: EmailVerificationEmailProps) {
  return (
    <EmailLayout
      {...links}
      category={null}
      heading="Confirm your e-mail address"
      preview={`One click to finish creating your ${SITE_NAME} account.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Thanks for signing up to {SITE_NAME}. Confirm that this is your e-mail address to finish creating your account; the link
        works for one hour.
      </Paragraph>
      <CtaButton href={verifyUrl}>Confirm my e-mail address</CtaButton>
      <Paragraph>
        If the button does not work, open this link: <TextLink href={verifyUrl}>{verifyUrl}</TextLink>
      </Paragraph>
      <Paragraph>If you did not sign up, you can ignore this e-mail: no account is created without the confirmation.</Paragraph>
    </EmailLayout>
  );
}
