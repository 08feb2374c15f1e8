// The admin area's debates, events and clubs (src/shared/admin/content/operations.ts).
// Each change runs in `audited` with target type `debate`, `event` or `club`.
import * as api from '#shared/admin/content/operations.ts';
import { implement } from '#server/lib/operations.ts';
import { audited } from '../audit.ts';
import * as adminClubs from './clubs.service.ts';
import * as content from './content.service.ts';
import * as adminEvents from './events.service.ts';

const outcome = ({ label, before, after }: Awaited<ReturnType<typeof content.cancelDebateAsAdmin>>) => ({
  result: undefined,
  targetLabel: label,
  before,
  after,
});

export const contentOperations = [
  implement(api.listAdminDebates, (c, { query }) => content.listAdminDebates(c.get('db'), query)),

  implement(api.cancelAdminDebate, async (c, { params, body, user }) => {
    await audited(
      c,
      user,
      { action: 'debate.cancel', targetType: 'debate', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await content.cancelDebateAsAdmin(tx, user, params.id, body.reason)),
    );
    return undefined;
  }),

  implement(api.deleteAdminDebate, async (c, { params, body, user }) => {
    await audited(
      c,
      user,
      { action: 'debate.delete', targetType: 'debate', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await content.deleteDebateAsAdmin(tx, params.id, body)),
    );
    return undefined;
  }),

  implement(api.listAdminEvents, (c, { query }) => adminEvents.listAdminEvents(c.get('db'), query)),

  implement(api.cancelAdminEvent, async (c, { params, body, user }) => {
    await audited(
      c,
      user,
      { action: 'event.cancel', targetType: 'event', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await adminEvents.cancelEventAsAdmin(tx, user, params.id)),
    );
    return undefined;
  }),

  implement(api.deleteAdminEvent, async (c, { params, body, user }) => {
    await audited(
      c,
      user,
      { action: 'event.delete', targetType: 'event', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await adminEvents.deleteEventAsAdmin(tx, params.id, body)),
    );
    return undefined;
  }),

  implement(api.listAdminClubs, (c, { query }) => adminClubs.listAdminClubs(c.get('db'), query)),

  implement(api.deleteAdminClub, async (c, { params, body, user }) => {
    await audited(c, user, { action: 'club.delete', targetType: 'club', targetId: params.id, reason: body.reason }, async (tx) =>
      outcome(await adminClubs.deleteClubAsAdmin(tx, params.id, body)),
    );
    return undefined;
  }),
];
