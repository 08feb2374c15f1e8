// The admins' answer to an ambassador application: approved (the badge and
// the directory entry), or declined with the reason they gave.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, EmailLayout, Paragraph, PlainTextParagraphs, type TemplateLinks } from './layout.tsx';

export type AmbassadorDecisionEmailProps = EmailTemplateData<'ambassador_decision'> & TemplateLinks & { programmeUrl: string };

export function AmbassadorDecisionEmail({ name, decision, reason, programmeUrl, ...links }: AmbassadorDecisionEmailProps) {
  const approved = decision === 'approved';
  return (
    <EmailLayout
      {...links}
      category={null}
      heading={approved ? 'Welcome, ambassador' : 'About your ambassador application'}
      preview={approved ? 'Your ambassador application was approved.' : 'Your ambassador application was not approved.'}
    >
      <Paragraph>Hi {name},</Paragraph>
      {approved ? (
        <Paragraph>
          Your application to the ambassadors programme was approved. Your profile now shows the ambassador badge, and you are
          listed in the programme’s directory. You can step down at any time from the programme page.
        </Paragraph>
      ) : (
        <>
          <Paragraph>
            Thank you for applying to the ambassadors programme. This time, your application was not approved.
          </Paragraph>
          {reason ? <PlainTextParagraphs text={reason} /> : null}
          <Paragraph>You are welcome to apply again later.</Paragraph>
        </>
      )}
      <CtaButton href={programmeUrl}>Open the programme page</CtaButton>
    </EmailLayout>
  );
}
