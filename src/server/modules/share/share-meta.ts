// The share-card metadata of a record's page (web-assets.ts PageMetaLoader):
// its title, a description and, for a record with a card, the card's picture.
import type { Database } from '#server/db/client.ts';
import { debatePageMeta } from '#server/modules/debates/debates.service.ts';
import type { PageMeta } from '#server/web-assets.ts';
import type { AppRoute } from '#shared/routes.ts';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type ShareCard } from './share-card.ts';
import { loadShareCard, type ShareCardKind, shareCardPath } from './share.service.ts';

/** The routes whose pages have a card, and the kind of record each shows. */
const CARD_ROUTES: Readonly<Record<string, { kind: ShareCardKind; param: string }>> = {
  debate: { kind: 'debates', param: 'id' },
  club: { kind: 'clubs', param: 'id' },
  event: { kind: 'events', param: 'id' },
  user: { kind: 'users', param: 'userId' },
};

const imageOf = (kind: ShareCardKind, id: string, card: ShareCard): NonNullable<PageMeta['image']> => ({
  path: shareCardPath(kind, id),
  width: OG_IMAGE_WIDTH,
  height: OG_IMAGE_HEIGHT,
  alt: [card.title, ...card.facts].join(' · '),
});

export async function sharePageMeta(
  db: Database,
  route: AppRoute,
  params: Record<string, string | undefined>,
): Promise<PageMeta | null> {
  const target = CARD_ROUTES[route.id];
  const id = target ? params[target.param] : undefined;
  if (!target || !id) return null;
  if (target.kind === 'debates') {
    // A debate keeps its own title and description (its motion, format and time); a cancelled one has no picture.
    const [meta, card] = await Promise.all([debatePageMeta(db, id), loadShareCard(db, 'debates', id)]);
    if (!meta) return null;
    return card ? { ...meta, image: imageOf('debates', id, card) } : meta;
  }
  const card = await loadShareCard(db, target.kind, id);
  if (!card) return null;
  const lead = target.kind === 'users' ? `${card.kind} profile` : card.kind;
  return {
    title: card.title,
    description: [`${lead}.`, ...card.facts.map((fact) => `${fact}.`)].join(' '),
    image: imageOf(target.kind, id, card),
  };
}
