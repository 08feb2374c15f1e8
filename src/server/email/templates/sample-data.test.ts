import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_IDS } from '#shared/email/contract.ts';
import { renderEmail } from './render-email.ts';
import { SAMPLE_TEMPLATE_DATA } from './sample-data.ts';

const LINKS = { siteUrl: 'https://sdc.example', preferencesUrl: 'https://sdc.example/profile#email-preferences' };

describe('sample template data', () => {
  it.each(EMAIL_TEMPLATE_IDS)('%s renders with its sample', async (templateId) => {
    const mail = await renderEmail(templateId, SAMPLE_TEMPLATE_DATA[templateId], LINKS);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.html).toContain('Structured Debate Community');
  });

  it('sanitizes an announcement to the descriptions’ allowlist', async () => {
    const mail = await renderEmail(
      'announcement',
      {
        title: 'Hello',
        contentHtml: '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a><script>alert(1)</script><img src=x></p>',
      },
      { ...LINKS, unsubscribeUrl: 'https://sdc.example/unsubscribe?token=t' },
    );
    expect(mail.html).toContain('<p>Hi there</p>');
    expect(mail.html).not.toMatch(/<script|<img|onclick|javascript:/);
    expect(mail.html).toContain('https://sdc.example/unsubscribe?token=t');
  });
});
