// The live channel of a tournament's rounds, "tournament:<uuid>" (docs/realtime.md,
// docs/tournaments-rounds.md). Anyone may follow it: its events only say which
// round changed ("round-changed", { seq, version }), and the page refetches what
// its viewer may see. The snapshot is the tournament's id, once it exists.
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { tournaments } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { TOURNAMENT_CHANNEL_KIND } from '#shared/tournaments/rounds-contract.ts';

interface ChannelRegistry {
  registerChannelKind(kind: string, handlers: { snapshot(id: string): Promise<unknown> }): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerTournamentChannel(registry: ChannelRegistry, db: Database) {
  registry.registerChannelKind(TOURNAMENT_CHANNEL_KIND, {
    snapshot: async (id) => {
      if (!UUID.test(id)) throw notFound('Tournament');
      const [row] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, id));
      if (!row) throw notFound('Tournament');
      return { tournamentId: row.id };
    },
  });
}
