// A new application to the ambassadors programme, to each admin, with a link
// to the review queue. The motivation is plain text, escaped.
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, DetailList, EmailLayout, PlainTextParagraphs, type TemplateLinks } from './layout.tsx';

export type AmbassadorApplicationEmailProps = EmailTemplateData<'ambassador_application'> & TemplateLinks & { reviewUrl: string };

export function AmbassadorApplicationEmail({
  applicantName,
  region,
  motivation,
  reviewUrl,
  ...links
}: AmbassadorApplicationEmailProps) {
  return (
    <EmailLayout
      {...links}
      category={null}
      transactionalNote="You receive this because you are an admin of this site: ambassador applications go to every admin."
      heading="A new ambassador application"
      preview={`${applicantName} applied to be an ambassador for ${region}.`}
    >
      <DetailList
        details={[
          { label: 'Applicant', value: applicantName },
          { label: 'Region', value: region },
        ]}
      />
      <PlainTextParagraphs text={motivation} />
      <CtaButton href={reviewUrl}>Review the application</CtaButton>
    </EmailLayout>
  );
}
