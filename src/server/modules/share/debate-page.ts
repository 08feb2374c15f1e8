// A debate's page as its HTML carries it (ADR 0046): the debate and its room's
// snapshot — what the page's first render would otherwise ask the API for —
// embedded as inert JSON, and the page's first screen drawn from them as the
// page shell (shared/debate-shell.ts). An id that names no debate gets neither:
// the app's "Debate not found" page, as before.
import type { Database } from '#server/db/client.ts';
import type { SessionUser } from '#server/lib/context.ts';
import { AppError } from '#server/lib/errors.ts';
import { getDebateRoom } from '#server/modules/debates/debate-room.service.ts';
import { getDebateById } from '#server/modules/debates/debates.service.ts';
import type { PageData } from '#server/web-assets.ts';
import { DEBATE_PAGE_DATA_ELEMENT_ID, type DebatePageData, debateShellHtml } from '#shared/debate-shell.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The data and shell of the debate `id`'s page for the viewer (the same views
 * GET /api/debates/:id and /room answer them), or null for an id that names
 * no debate.
 */
export async function debatePageData(
  db: Database,
  id: string | undefined,
  readViewer: () => Promise<SessionUser | null>,
): Promise<PageData | null> {
  if (!id || !UUID.test(id)) return null;
  const now = Date.now();
  try {
    const [debate, room] = await Promise.all([
      readViewer().then((viewer) => getDebateById(db, id, viewer)),
      getDebateRoom(db, id, now),
    ]);
    const value: DebatePageData = { debate, room };
    return { elementId: DEBATE_PAGE_DATA_ELEMENT_ID, value, shell: debateShellHtml(value, now) };
  } catch (error) {
    // Deleted between the two reads, or never there: the page says so itself.
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
