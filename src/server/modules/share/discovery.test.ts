import { describe, expect, it } from 'vitest';
import { ROUTES } from '#shared/routes.ts';
import { disallowRules, robotsRuleFor, robotsTxt, SITEMAP_MAX_URLS, sitemapRoutePaths, sitemapXml } from './discovery.ts';
import { clip } from './og-image.ts';

describe('robotsRuleFor', () => {
  it.each([
    ['/settings', '/settings'],
    ['/judge/score/:id', '/judge/score/'],
    ['/debates/:id/edit', '/debates/*/edit'],
    ['/events/:id/check-in', '/events/*/check-in'],
    ['/admin/*', '/admin/'],
    ['/admin/users/:id', '/admin/users/'],
    ['/:id', null],
    ['/', null],
  ])('%s → %s', (path, rule) => {
    expect(robotsRuleFor(path)).toBe(rule);
  });
});

describe('robots.txt', () => {
  it('covers every noIndex route of the table and never a page in the sitemap', () => {
    const rules = disallowRules();
    const covers = (rule: string, path: string) =>
      new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}`).test(path);
    for (const route of ROUTES.filter((r) => r.noIndex)) {
      const sample = route.path.replace(/:\w+/g, 'x').replace(/\*$/, 'x');
      expect(
        rules.some((rule) => covers(rule, sample)),
        route.path,
      ).toBe(true);
    }
    for (const path of [
      ...sitemapRoutePaths(),
      '/debates/x',
      '/clubs/x',
      '/events/x',
      '/topics/x',
      '/user/x',
      '/og/debates/x.png',
    ]) {
      expect(
        rules.filter((rule) => covers(rule, path)),
        path,
      ).toEqual([]);
    }
  });

  it('names the sitemap at the base URL', () => {
    expect(robotsTxt('https://sdc.example')).toContain('\nSitemap: https://sdc.example/sitemap.xml\n');
  });
});

describe('sitemapXml', () => {
  it('escapes, dates and caps its URLs', () => {
    const records = Array.from({ length: SITEMAP_MAX_URLS + 10 }, (_, i) => ({
      path: `/debates/${i}&x`,
      lastmod: new Date(Date.UTC(2026, 0, 2)),
    }));
    const xml = sitemapXml('https://sdc.example', records);
    expect(xml.match(/<url>/g)?.length).toBe(SITEMAP_MAX_URLS);
    expect(xml).toContain('<url><loc>https://sdc.example/debates/0&amp;x</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></url>');
    expect(xml).not.toContain('/admin');
  });
});

describe('clip', () => {
  it('keeps short text, cuts long text at a word with an ellipsis', () => {
    expect(clip('  A   short title ', 20)).toBe('A short title');
    expect(clip('This house would make voting compulsory for everyone', 30)).toBe('This house would make voting…');
  });
});
