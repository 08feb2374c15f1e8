// A broadcast renders once and each recipient gets their own unsubscribe link
// (renderQueuedEmail's shared rendering): the stand-in never leaks, and no
// recipient gets another's link.
import { describe, expect, it } from 'vitest';
import { renderQueuedEmail } from './email-queue.ts';
import { unsubscribePageUrl } from './unsubscribe-links.ts';

const ctx = { siteUrl: 'https://debate.example', secret: 's'.repeat(40) };
const issue = {
  templateId: 'newsletter_issue' as const,
  category: 'newsletter',
  templateData: {
    issueId: '7f0e1c1e-2a4b-4c7d-9a53-4cf1d9d8a001',
    subject: 'This month',
    contentHtml: '<p>Three new clubs.</p>',
  },
};

describe('renderQueuedEmail', () => {
  it('gives each recipient of one broadcast their own unsubscribe link, in the HTML and the text', async () => {
    const [ana, bo] = await Promise.all([
      renderQueuedEmail(ctx, { ...issue, toEmail: 'ana@example.org' }),
      renderQueuedEmail(ctx, { ...issue, toEmail: 'bo@example.org' }),
    ]);
    const anaLink = unsubscribePageUrl(ctx, 'ana@example.org', 'newsletter');
    const boLink = unsubscribePageUrl(ctx, 'bo@example.org', 'newsletter');
    expect(ana.text).toContain(anaLink);
    expect(ana.text).not.toContain(boLink);
    expect(bo.text).toContain(boLink);
    expect(ana.html).toContain(anaLink.replaceAll('&', '&amp;'));
    expect(bo.html).not.toContain(anaLink);
    for (const mail of [ana, bo]) expect(`${mail.html}${mail.text}`).not.toContain('unsubscribe.invalid');
    expect(ana.subject).toBe('This month');
  });

  it('renders apart what differs in its data', async () => {
    const other = await renderQueuedEmail(ctx, {
      ...issue,
      templateData: { ...issue.templateData, contentHtml: '<p>A weekend league.</p>' },
      toEmail: 'ana@example.org',
    });
    expect(other.html).toContain('A weekend league.');
    expect(other.html).not.toContain('Three new clubs.');
  });
});
