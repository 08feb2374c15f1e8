// The admin area's debates, events and clubs (src/shared/admin/content/operations.ts).
// Each change runs in `audited` with target type `debate`, `event` or `club`;
// the landing page's featured list (public) is read here too.
import type { Context } from 'hono';
import * as api from '#shared/admin/content/operations.ts';
import type { FeaturedKind } from '#shared/admin/content/featured.ts';
import { FEATURED_MAX_AGE_SECONDS } from '#shared/admin/content/featured-routes.ts';
import type { AppEnv, SessionUser } from '#server/lib/context.ts';
import { answerHeader } from '#server/lib/every-request.ts';
import { implement } from '#server/lib/operations.ts';
import { audited } from '../audit.ts';
import * as adminClubs from './clubs.service.ts';
import * as content from './content.service.ts';
import * as adminEvents from './events.service.ts';
import { cachedFeatured, featureItem, forgetCachedFeatured, unfeatureItem } from './featured.service.ts';

const outcome = ({ label, before, after }: Awaited<ReturnType<typeof content.cancelDebateAsAdmin>>) => ({
  result: undefined,
  targetLabel: label,
  before,
  after,
});

/**
 * Runs a change in `audited`, then lets this process's landing page see it at
 * once (a feature, a cancellation or a deletion changes what it may show).
 */
async function auditedChange(
  c: Context<AppEnv>,
  user: SessionUser,
  subject: Parameters<typeof audited>[2],
  step: Parameters<typeof audited<undefined>>[3],
): Promise<undefined> {
  try {
    return await audited(c, user, subject, step);
  } finally {
    forgetCachedFeatured(c.get('db'));
  }
}

/** Feature or unfeature one kind, audited as `<kind>.feature` / `<kind>.unfeature`. */
function featuring(c: Context<AppEnv>, user: SessionUser, kind: FeaturedKind, id: string, feature: boolean) {
  return auditedChange(
    c,
    user,
    { action: `${kind}.${feature ? 'feature' : 'unfeature'}`, targetType: kind, targetId: id },
    async (tx) => outcome(feature ? await featureItem(tx, user, kind, id) : await unfeatureItem(tx, kind, id)),
  );
}

export const contentOperations = [
  implement(api.listAdminDebates, (c, { query }) => content.listAdminDebates(c.get('db'), query)),

  implement(api.cancelAdminDebate, async (c, { params, body, user }) => {
    await auditedChange(
      c,
      user,
      { action: 'debate.cancel', targetType: 'debate', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await content.cancelDebateAsAdmin(tx, user, params.id, body.reason)),
    );
    return undefined;
  }),

  implement(api.deleteAdminDebate, async (c, { params, body, user }) => {
    await auditedChange(
      c,
      user,
      { action: 'debate.delete', targetType: 'debate', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await content.deleteDebateAsAdmin(tx, params.id, body)),
    );
    return undefined;
  }),

  implement(api.listAdminEvents, (c, { query }) => adminEvents.listAdminEvents(c.get('db'), query)),

  implement(api.cancelAdminEvent, async (c, { params, body, user }) => {
    await auditedChange(
      c,
      user,
      { action: 'event.cancel', targetType: 'event', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await adminEvents.cancelEventAsAdmin(tx, user, params.id)),
    );
    return undefined;
  }),

  implement(api.deleteAdminEvent, async (c, { params, body, user }) => {
    await auditedChange(
      c,
      user,
      { action: 'event.delete', targetType: 'event', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await adminEvents.deleteEventAsAdmin(tx, params.id, body)),
    );
    return undefined;
  }),

  implement(api.listAdminClubs, (c, { query }) => adminClubs.listAdminClubs(c.get('db'), query)),

  implement(api.deleteAdminClub, async (c, { params, body, user }) => {
    await auditedChange(
      c,
      user,
      { action: 'club.delete', targetType: 'club', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await adminClubs.deleteClubAsAdmin(tx, params.id, body)),
    );
    return undefined;
  }),

  implement(api.featureAdminDebate, async (c, { params, user }) => featuring(c, user, 'debate', params.id, true)),
  implement(api.unfeatureAdminDebate, async (c, { params, user }) => featuring(c, user, 'debate', params.id, false)),
  implement(api.featureAdminEvent, async (c, { params, user }) => featuring(c, user, 'event', params.id, true)),
  implement(api.unfeatureAdminEvent, async (c, { params, user }) => featuring(c, user, 'event', params.id, false)),
  implement(api.featureAdminClub, async (c, { params, user }) => featuring(c, user, 'club', params.id, true)),
  implement(api.unfeatureAdminClub, async (c, { params, user }) => featuring(c, user, 'club', params.id, false)),

  implement(api.listFeatured, async (c) => {
    const list = await cachedFeatured(c.get('db'));
    answerHeader(c, 'Cache-Control', `public, max-age=${FEATURED_MAX_AGE_SECONDS}`);
    return list;
  }),
];
