// An issue of the newsletter, sent to every confirmed subscriber. The content
// is HTML sanitized to the descriptions' allowlist when the issue was saved and
// again here. Every issue carries the unsubscribe link (and the worker adds the
// one-click List-Unsubscribe headers, RFC 8058).
import sanitizeHtml from 'sanitize-html';
import { DEBATE_DESCRIPTION_TAGS } from '#shared/debates/contract.ts';
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { CtaButton, Divider, EmailLayout, type TemplateLinks } from './layout.tsx';

export type NewsletterIssueEmailProps = EmailTemplateData<'newsletter_issue'> & TemplateLinks;

const contentStyle = { color: '#111827', fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };

export function NewsletterIssueEmail({ subject, contentHtml, issueId: _issueId, ...links }: NewsletterIssueEmailProps) {
  const html = sanitizeHtml(contentHtml, { allowedTags: [...DEBATE_DESCRIPTION_TAGS], allowedAttributes: {} });
  return (
    <EmailLayout {...links} category="newsletter" heading={subject} preview={subject}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized above to the descriptions' allowlist, no attributes. */}
      <div style={contentStyle} dangerouslySetInnerHTML={{ __html: html }} />
      <Divider />
      <CtaButton href={links.siteUrl}>Visit the site</CtaButton>
    </EmailLayout>
  );
}
