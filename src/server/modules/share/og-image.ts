// The share card's picture (Open Graph image, ADR 0037): a 1200×630 PNG with
// the site's mark, the record's kind, title, a line under it and its facts.
// satori lays the card out as SVG with the text drawn as paths (so resvg needs
// no fonts of its own), resvg turns it into a PNG. Both are synchronous work of
// tens of milliseconds, which is why the routes keep what they rendered.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type ShareCard } from './share-card.ts';

/** The site's mark as in src/web/public/favicon.svg: the tile and its two bubbles. */
const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1e1b4b"/>' +
  '<path d="M14 20h22a8 8 0 0 1 0 16H28l-8 8v-8h-6z" fill="#fbbf24"/>' +
  '<path d="M50 28h-6a12 12 0 0 1-12 12v4h8l8 6v-6h2a4 4 0 0 0 4-4v-8a4 4 0 0 0-4-4z" fill="#a5b4fc"/></svg>';
const MARK_DATA_URI = `data:image/svg+xml;base64,${Buffer.from(MARK_SVG).toString('base64')}`;

/**
 * Inter's subsets as Fontsource ships them; satori takes WOFF (not WOFF2) and
 * falls back from one font to the next per character, so names in Cyrillic,
 * Greek or Vietnamese draw too. Scripts Inter lacks (CJK, Arabic) are left out
 * of the picture rather than drawn as boxes.
 */
const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const;
const FONT_WEIGHTS = [400, 700] as const;

type SatoriFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: SatoriFont[] | undefined;

/**
 * Read on first use, through the package resolver rather than a path beside
 * this file: the server also runs as a bundle in dist/server (ADR 0021), where
 * node_modules is still found from the bundle's own location.
 */
function loadFonts(): SatoriFont[] {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  fonts = FONT_SUBSETS.flatMap((subset) =>
    FONT_WEIGHTS.map((weight) => ({
      // One family per subset: satori falls back along the family list, not within one family.
      name: `Inter ${subset}`,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** At most `max` characters, cut at a word where one is near, with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

function cardTree(card: ShareCard, siteName: string): Node {
  const title = clip(card.title, 110);
  return h(
    'div',
    {
      // satori sizes boxes as CSS does (content-box by default).
      boxSizing: 'border-box',
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      paddingTop: 56,
      paddingBottom: 56,
      paddingLeft: 72,
      paddingRight: 72,
      // A flat colour: a gradient made the PNG two and a half times larger and slower to encode.
      backgroundColor: '#1e1b4b',
      color: '#ffffff',
      fontFamily: FONT_SUBSETS.map((subset) => `'Inter ${subset}'`).join(', '),
    },
    [
      h('div', { display: 'flex', alignItems: 'center' }, [
        h('img', { width: 72, height: 72 }, undefined, { src: MARK_DATA_URI, width: 72, height: 72 }),
        h('div', { marginLeft: 24, fontSize: 30, fontWeight: 700, color: '#e0e7ff' }, clip(siteName, 48)),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', width: '100%' }, [
        h(
          'div',
          { fontSize: 24, fontWeight: 700, color: '#fbbf24', letterSpacing: 3, textTransform: 'uppercase', marginBottom: 12 },
          card.kind,
        ),
        h(
          'div',
          { width: '100%', fontSize: title.length > 60 ? 50 : 64, fontWeight: 700, lineHeight: 1.15, lineClamp: 3 },
          title,
        ),
        ...(card.subtitle
          ? [
              h(
                'div',
                { width: '100%', marginTop: 16, fontSize: 28, color: '#c7d2fe', lineHeight: 1.3, lineClamp: 1 },
                clip(card.subtitle, 80),
              ),
            ]
          : []),
      ]),
      h(
        'div',
        { display: 'flex', flexWrap: 'wrap', width: '100%', fontSize: 26, color: '#e0e7ff' },
        card.facts.slice(0, 4).map((fact, i) =>
          h(
            'div',
            {
              display: 'flex',
              marginRight: 16,
              marginTop: 8,
              paddingTop: 8,
              paddingBottom: 8,
              paddingLeft: 22,
              paddingRight: 22,
              borderRadius: 999,
              backgroundColor: i === 0 ? '#4338ca' : 'rgba(165, 180, 252, 0.18)',
            },
            clip(fact, 60),
          ),
        ),
      ),
    ],
  );
}

/** The card as SVG, its text drawn as paths. */
export function renderShareCardSvg(card: ShareCard, siteName: string): Promise<string> {
  // satori's types want a React element; this plain tree is the same shape.
  return satori(cardTree(card, siteName) as Parameters<typeof satori>[0], {
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    fonts: loadFonts(),
  });
}

/** Renders a card to PNG bytes. */
export async function renderShareCardPng(card: ShareCard, siteName: string): Promise<Buffer> {
  const svg = await renderShareCardSvg(card, siteName);
  // The text is paths already: no fonts to look for on this machine.
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}
