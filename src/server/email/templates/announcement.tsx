// An admin's announcement to an audience (admin e-mails). The content is HTML
// from the admin's editor, sanitized to the descriptions' allowlist when it was
// composed and again here, so a mail never carries a tag, attribute or link
// that the allowlist refuses — whoever queued it.
import sanitizeHtml from 'sanitize-html';
import { DEBATE_DESCRIPTION_TAGS } from '#shared/debates/contract.ts';
import type { EmailTemplateData } from '#shared/email/contract.ts';
import { Badge, CtaButton, Divider, EmailLayout, type TemplateLinks } from './layout.tsx';

export type AnnouncementEmailProps = EmailTemplateData<'announcement'> & TemplateLinks;

const contentStyle = { color: '#111827', fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };

export function AnnouncementEmail({ title, contentHtml, priority, category, ...links }: AnnouncementEmailProps) {
  const html = sanitizeHtml(contentHtml, { allowedTags: [...DEBATE_DESCRIPTION_TAGS], allowedAttributes: {} });
  return (
    <EmailLayout {...links} category={category} heading={title} preview={`${priority === 'urgent' ? 'Urgent: ' : ''}${title}`}>
      {priority === 'urgent' && <Badge tone="urgent">Urgent</Badge>}
      {priority === 'high' && <Badge tone="high">Important</Badge>}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized above to the descriptions' allowlist, no attributes. */}
      <div style={contentStyle} dangerouslySetInnerHTML={{ __html: html }} />
      <Divider />
      <CtaButton href={links.siteUrl}>Visit the site</CtaButton>
    </EmailLayout>
  );
}
