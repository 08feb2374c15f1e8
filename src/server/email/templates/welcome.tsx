// Sent once after sign-up (transactional): greets the new member and points to the first steps.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { SITE_NAME } from '#shared/routes.ts';
import { CtaButton, EmailLayout, Paragraph, type TemplateLinks, TextLink } from './layout.tsx';

export type WelcomeEmailProps = EmailTemplateData<'welcome'> & TemplateLinks;

export function WelcomeEmail({ name, ...links }: WelcomeEmailProps) {
  const { siteUrl } = links;
  return (
    <EmailLayout
      {...links}
      category={null}
      heading={`Welcome, ${name}!`}
      preview={`Your ${SITE_NAME} account is ready. Here is how to join your first debate.`}
    >
      <Paragraph>
        Thanks for joining {SITE_NAME}, the place for structured, timed and judged debates on civic topics. Your account is ready.
      </Paragraph>
      <Paragraph>A few good first steps:</Paragraph>
      <Paragraph>
        • <TextLink href={`${siteUrl}/debates`}>Join a debate</TextLink> and argue a side on a topic you care about.
        <br />• <TextLink href={`${siteUrl}/become-judge`}>Become a judge</TextLink> and score rounds for others.
        <br />• <TextLink href={`${siteUrl}/clubs`}>Find a club</TextLink> to practise with people near you.
        <br />• <TextLink href={`${siteUrl}/training`}>Try the training</TextLink> to sharpen your arguments and rebuttals.
      </Paragraph>
      <CtaButton href={`${siteUrl}/get-started`}>Get started</CtaButton>
      <Paragraph>
        See you at the podium,
        <br />
        The {SITE_NAME} team
      </Paragraph>
    </EmailLayout>
  );
}
