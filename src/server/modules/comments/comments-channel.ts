// The live channel of a target's comments, "comments:<type>-<uuid>" (docs/realtime.md).
// Anyone may follow it, as anyone may read comments; the snapshot is the count
// of comments, and each event tells the page which comment changed so it can refetch.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { comments } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { COMMENTS_CHANNEL_KIND, parseCommentsChannelId } from '#shared/comments/contract.ts';
import { targetExists } from './comments.service.ts';

interface ChannelRegistry {
  registerChannelKind(kind: string, handlers: { snapshot(id: string): Promise<unknown> }): void;
}

export function registerCommentsChannel(registry: ChannelRegistry, db: Database) {
  registry.registerChannelKind(COMMENTS_CHANNEL_KIND, {
    snapshot: async (id) => {
      const target = parseCommentsChannelId(id);
      if (!target || !(await targetExists(db, target.targetType, target.targetId))) throw notFound('Comments');
      const [row] = await db
        .select({ total: count() })
        .from(comments)
        .where(
          and(eq(comments.targetType, target.targetType), eq(comments.targetId, target.targetId), isNull(comments.deletedAt)),
        );
      return { ...target, total: row?.total ?? 0 };
    },
  });
}
