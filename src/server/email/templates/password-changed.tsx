// Security notice after a password change (transactional, never suppressed).
// It must tell an account owner who did not make the change what to do next.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { SITE_NAME } from '#shared/routes.ts';
import { CtaButton, EmailLayout, Paragraph, type TemplateLinks, TextLink } from './layout.tsx';

export type PasswordChangedEmailProps = EmailTemplateData<'password_changed'> & TemplateLinks;

export function PasswordChangedEmail({ name, ...links }: PasswordChangedEmailProps) {
  const { siteUrl } = links;
  return (
    <EmailLayout
      {...links}
      category={null}
      heading="Your password was changed"
      preview={`The password for your ${SITE_NAME} account was just changed.`}
    >
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        The password for your {SITE_NAME} account was just changed. If this was you, there's nothing else to do.
      </Paragraph>
      <Paragraph>
        <strong>If this wasn't you, reset your password right away</strong> and{' '}
        <TextLink href={`${siteUrl}/contact`}>contact the admins</TextLink> so we can help secure your account.
      </Paragraph>
      <CtaButton href={`${siteUrl}/auth`}>Reset your password</CtaButton>
      <Paragraph>For your security, we never ask for your password by e-mail.</Paragraph>
    </EmailLayout>
  );
}
