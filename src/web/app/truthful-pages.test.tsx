// The content pages must not call an available feature unavailable. The
// features and their status come from src/shared/roadmap.ts: each page is
// rendered to HTML, cut into sentences, and a sentence that says "not
// available", "opens soon", "coming soon", "not yet"… while naming an available
// feature fails — unless it also names a planned feature, which is then what
// the sentence is about (as "a tournament's judge allocation is planned" was,
// while tournaments were on the roadmap).
// The parts of a page that show live data (the contact form, the ambassadors'
// directory and application, the analytics switch) are left out: they are no
// content text.
import { existsSync } from 'node:fs';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AVAILABLE_FEATURES, PLANNED_FEATURES, ROADMAP, type RoadmapFeature } from '#shared/roadmap.ts';
import { getRouteById } from '#shared/routes.ts';

vi.mock('#web/features/content/components/contact-form.tsx', () => ({ ContactForm: () => null }));
vi.mock('#web/features/content/components/ambassador-application.tsx', () => ({ AmbassadorApplicationPanel: () => null }));
vi.mock('#web/features/content/components/ambassador-directory.tsx', () => ({ AmbassadorDirectory: () => null }));
vi.mock('#web/features/analytics/components/analytics-switch.tsx', () => ({ AnalyticsSwitch: () => null }));
vi.mock('#web/components/content/featured-section.tsx', () => ({ FeaturedSection: () => null }));

/** Wording that says a feature cannot be used today. */
const UNAVAILABLE = [
  /\bnot (yet )?(available|open|built|possible|supported|ready|taking)\b/,
  /\bnot yet\b/,
  /\b(opens?|opening|coming|launch(es|ing)?|arriv(es|ing)|available) soon\b/,
  /\bwill (soon )?(open|launch|arrive|ship|be (available|added|possible|able))\b/,
  /\b(comes|coming) (next|later)\b/,
  /\bnext (big )?steps?\b/,
  /\b(is|are) planned\b/,
  /\bplan(ned)? to (offer|add|build|open)\b/,
  /\bonce (it|they|\w+) (launch|launches|ships?|opens?)\b/,
  /\b(later|future|upcoming|next) (release|version)s?\b/,
  /\bstill to come\b/,
];

const PAGES = [
  'home',
  'about',
  'how-it-works',
  'get-started',
  'faq',
  'roadmap',
  'ambassadors',
  'social-impact',
  'privacy',
  'cookies',
  'terms',
  'contact',
] as const;

const pageModules = import.meta.glob<{ Component: ComponentType }>('./routes/*.tsx');

async function pageText(id: (typeof PAGES)[number]): Promise<string> {
  const load = pageModules[`./routes/${id}.tsx`];
  if (!load) throw new Error(`No page module for ${id}`);
  const { Component } = await load();
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[getRouteById(id).path]}>
      <Component />
    </MemoryRouter>,
  );
  return htmlToText(html);
}

/** Block ends become line breaks, other tags vanish, entities are decoded. */
function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|summary|td|th|div|dt|dd|caption|section|button|a)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ');
}

function sentences(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?])\s+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const names = (sentence: string, feature: RoadmapFeature) => feature.terms.some((term) => sentence.includes(term));

/** The sentences that call an available feature unavailable, with the feature. */
function falseClaims(text: string): { feature: string; sentence: string }[] {
  const found: { feature: string; sentence: string }[] = [];
  for (const sentence of sentences(text)) {
    const lower = sentence.toLowerCase();
    if (!UNAVAILABLE.some((pattern) => pattern.test(lower))) continue;
    if (PLANNED_FEATURES.some((feature) => names(lower, feature))) continue;
    for (const feature of AVAILABLE_FEATURES) {
      if (names(lower, feature)) found.push({ feature: feature.id, sentence });
    }
  }
  return found;
}

describe('the roadmap data', () => {
  it('has unique ids, and every available feature names its pages (unless it is for operators) and docs', () => {
    expect(new Set(ROADMAP.map((f) => f.id)).size).toBe(ROADMAP.length);
    for (const feature of AVAILABLE_FEATURES) {
      if (feature.forOperators) expect(feature.docs.length, feature.id).toBeGreaterThan(0);
      else expect(feature.routes.length, feature.id).toBeGreaterThan(0);
      for (const route of feature.routes) expect(() => getRouteById(route), `${feature.id}: ${route}`).not.toThrow();
      for (const doc of feature.docs) expect(existsSync(doc), `${feature.id}: ${doc}`).toBe(true);
    }
  });

  it('keeps its terms lower case, so they match the lower-cased sentences', () => {
    for (const feature of ROADMAP) for (const term of feature.terms) expect(term, feature.id).toBe(term.toLowerCase());
  });
});

describe('the checker', () => {
  it.each([
    'The ambassador programme is not taking applications yet.',
    'Ambassador applications open soon.',
    'Live debate rooms with the shared timer, and judging with ballots, are the next big steps on the roadmap.',
    'Training comes next: see the roadmap.',
    'Topic suggestions will open in a later release.',
    'The newsletter is coming soon.',
    'Sharing the audio of a practice speech in training is not built yet.',
    'Tournaments with power-paired draws and judge allocation are planned.',
  ])('finds "%s"', (text) => {
    expect(falseClaims(text)).not.toEqual([]);
  });

  it.each(['Join a club today.', 'Tournaments run on live rooms.'])('lets "%s" pass', (text) => {
    expect(falseClaims(text)).toEqual([]);
  });
});

describe('the content pages', () => {
  it.each(PAGES.map((id) => [id]))('%s calls no available feature unavailable', async (id) => {
    const text = await pageText(id);
    expect(text.length).toBeGreaterThan(200);
    expect(falseClaims(text)).toEqual([]);
  });

  it('the roadmap lists every available feature under "Available now" and every planned one under "Coming next"', async () => {
    const text = await pageText('roadmap');
    const now = text.indexOf('Available now');
    const next = text.indexOf('Coming next');
    expect(now).toBeGreaterThan(-1);
    expect(next).toBeGreaterThan(now);
    for (const feature of AVAILABLE_FEATURES) {
      const at = text.indexOf(feature.description);
      expect(at, feature.id).toBeGreaterThan(now);
      expect(at, feature.id).toBeLessThan(next);
    }
    for (const feature of PLANNED_FEATURES) expect(text.indexOf(feature.description), feature.id).toBeGreaterThan(next);
  });
});
