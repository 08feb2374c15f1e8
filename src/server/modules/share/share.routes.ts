// Share cards and discovery (ADR 0037): the Open Graph pictures of debates,
// clubs, events and members (/og/<kind>/<id>.png), /sitemap.xml and
// /robots.txt. Mounted on the app before the web app's catch-all.
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '#server/lib/context.ts';
import { getClientIp } from '#server/lib/client-ip.ts';
import { errorBody } from '#server/lib/errors.ts';
import { clientKey, enforceRateLimit, type RateLimitRule } from '#server/lib/rate-limit.ts';
import { cachedSiteSettings } from '#server/lib/site-settings.ts';
import { SITE_NAME } from '#shared/routes.ts';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapRoutePaths, sitemapXml } from './discovery.ts';
import type { ShareCard } from './share-card.ts';

// satori and resvg load with the first card drawn, not at the server's start.
const loadRenderer = () => import('./og-image.ts');
import { isShareCardKind, loadShareCard, sitemapRecords } from './share.service.ts';

/** Bumped when the card's design changes, so every cached picture (and ETag) is replaced. */
const CARD_DESIGN_VERSION = '1';
/**
 * The pictures kept in this process: about 50 kB each, so 24 MB holds some
 * four hundred — the records being shared right now (ADR 0023 keeps the
 * server's memory bounded).
 */
const CACHE_MAX_BYTES = 24 * 1024 * 1024;
/** Crawlers fetch a card once per share; ten minutes spares a repeat fetch while an edit still shows soon. */
const IMAGE_MAX_AGE_SECONDS = 600;
const SITEMAP_MAX_AGE_MS = 5 * 60 * 1000;
/** Renders, not requests: a cached picture costs nothing and is never counted. */
export const OG_RENDER_RATE_LIMIT: RateLimitRule = { name: 'og-image-render', limit: 60, windowMs: 60_000 };

/** A least-recently-used map bounded by the bytes of its values (Map keeps insertion order). */
export class PngCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    const old = this.entries.get(key);
    if (old) this.bytes -= old.length;
    this.entries.delete(key);
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, buffer] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= buffer.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The picture's identity: the record and everything the card shows. Keyed on
 * what is drawn rather than on the record's updated_at, so a change that does
 * not touch the row's timestamp (a member count, a new rating, the site's
 * name) renders anew too; an edit that changes nothing drawn does not.
 */
function cardKey(kind: string, id: string, card: ShareCard, siteName: string): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN_VERSION, siteName, card]))
    .digest('base64url')
    .slice(0, 22);
  return `${kind}/${id}/${digest}`;
}

/** Counts what the routes did, for the tests and the bench (renders vs cache hits). */
export interface ShareCardStats {
  renders: number;
  cacheHits: number;
}

async function siteName(c: Context<AppEnv>): Promise<string> {
  const settings = await cachedSiteSettings(c.get('db')).catch(() => null);
  return settings?.siteName ?? SITE_NAME;
}

export function mountShareRoutes(app: Hono<AppEnv>): { stats: ShareCardStats; cache: PngCache } {
  const cache = new PngCache(CACHE_MAX_BYTES);
  // Several crawlers asking for the same new card at once share one render.
  const rendering = new Map<string, Promise<Buffer>>();
  const stats: ShareCardStats = { renders: 0, cacheHits: 0 };

  app.get('/og/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const file = c.req.param('file');
    const notFound = () => c.json(errorBody('NOT_FOUND', 'Not found'), 404);
    if (!isShareCardKind(kind) || !file.endsWith('.png')) return notFound();
    const id = file.slice(0, -'.png'.length);
    const db = c.get('db');
    const card = await loadShareCard(db, kind, id);
    if (!card) return notFound();
    const name = await siteName(c);
    const key = cardKey(kind, id, card, name);
    const etag = `"${key.slice(key.lastIndexOf('/') + 1)}"`;
    const headers = {
      'Content-Type': 'image/png',
      'Cache-Control': `public, max-age=${IMAGE_MAX_AGE_SECONDS}`,
      ETag: etag,
    };
    if (c.req.header('if-none-match')?.includes(etag)) return c.body(null, 304, headers);
    let png = cache.get(key);
    if (png) {
      stats.cacheHits++;
    } else {
      let pending = rendering.get(key);
      if (!pending) {
        await enforceRateLimit(db, OG_RENDER_RATE_LIMIT, clientKey(getClientIp(c)));
        pending = loadRenderer()
          .then(({ renderShareCardPng }) => renderShareCardPng(card, name))
          .finally(() => rendering.delete(key));
        rendering.set(key, pending);
        stats.renders++;
      }
      png = await pending;
      cache.set(key, png);
    }
    return c.body(new Uint8Array(png), 200, headers);
  });

  let sitemap: { xml: string; baseUrl: string; at: number } | null = null;
  app.get('/sitemap.xml', async (c) => {
    const baseUrl = c.get('config').baseUrl;
    if (!sitemap || sitemap.baseUrl !== baseUrl || Date.now() - sitemap.at > SITEMAP_MAX_AGE_MS) {
      // The protocol allows 50,000 URLs per file; the records fill what the table's pages leave.
      const records = await sitemapRecords(c.get('db'), SITEMAP_MAX_URLS - sitemapRoutePaths().length);
      sitemap = { xml: sitemapXml(baseUrl, records), baseUrl, at: Date.now() };
    }
    return c.body(sitemap.xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': `public, max-age=${SITEMAP_MAX_AGE_MS / 1000}`,
    });
  });

  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(c.get('config').baseUrl), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );

  return { stats, cache };
}
