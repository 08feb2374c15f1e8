// Sent when an admin reviews a judge application: approved (with where to go
// next) or declined (with the admin's reason, as plain text).
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, EmailLayout, Paragraph, PlainTextParagraphs, type TemplateLinks } from './layout.tsx';

export type JudgeApplicationEmailProps = EmailTemplateData<'judge_application'> & TemplateLinks;

export function JudgeApplicationEmail({ name, decision, reason, ...links }: JudgeApplicationEmailProps) {
  const approved = decision === 'approved';
  return (
    <EmailLayout
      {...links}
      category={null}
      heading={approved ? 'You are now a judge' : 'About your judge application'}
      preview={approved ? 'Your application to judge was approved.' : 'Your application to judge was not approved this time.'}
    >
      <Paragraph>Hi {name},</Paragraph>
      {approved ? (
        <>
          <Paragraph>
            Your application to judge was approved. You can now accept debates that need a judge, take notes during the round and
            submit ballots.
          </Paragraph>
          <CtaButton href={`${links.siteUrl}/judge-available-debates`}>Find a debate to judge</CtaButton>
        </>
      ) : (
        <>
          <Paragraph>Thank you for applying to judge. Your application was not approved this time. The reviewer wrote:</Paragraph>
          <PlainTextParagraphs text={reason ?? ''} />
          <Paragraph>You are welcome to apply again once you have watched or judged a few more debates.</Paragraph>
          <CtaButton href={`${links.siteUrl}/become-judge`}>Apply again</CtaButton>
        </>
      )}
    </EmailLayout>
  );
}
