// The interests vocabulary (src/shared/admin/interests/operations.ts, ADR 0032).
// Each change runs in `audited` on target type `interest` and answers the
// interest as it is afterwards, with its usage.
import { interestIdOf } from '#shared/admin/interests/contract.ts';
import * as api from '#shared/admin/interests/operations.ts';
import { answerHeader } from '#server/lib/every-request.ts';
import { implement } from '#server/lib/operations.ts';
import { audited } from '../audit.ts';
import * as interests from './interests.service.ts';

/** An audited change's outcome from what a service step reports. */
const outcome = ({
  label,
  before,
  after,
}: {
  label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}) => ({
  result: undefined,
  targetLabel: label,
  before,
  after,
});

export const interestsOperations = [
  implement(api.listAdminInterests, async (c) => ({ items: await interests.listAdminInterests(c.get('db')) })),

  implement(api.listInterests, async (c, { query }) => {
    const includeRetired = query.retired === 'include';
    // The forms read the full list: they must see a retirement at their next load, since the
    // server refuses a retired interest as a new choice.
    answerHeader(c, 'Cache-Control', includeRetired ? 'no-cache' : 'public, max-age=60');
    return { items: await interests.listInterests(c.get('db'), { includeRetired }) };
  }),

  implement(api.createInterest, async (c, { body, user }) => {
    const id = await audited(
      c,
      user,
      { action: 'interest.create', targetType: 'interest', targetId: interestIdOf(body.label), targetLabel: body.label },
      async (tx) => {
        const created = await interests.create(tx, body);
        return { ...outcome(created), result: created.id };
      },
    );
    return interests.getAdminInterest(c.get('db'), id);
  }),

  implement(api.renameInterest, async (c, { params, body, user }) => {
    await audited(
      c,
      user,
      { action: 'interest.rename', targetType: 'interest', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await interests.rename(tx, params.id, body.label)),
    );
    return interests.getAdminInterest(c.get('db'), params.id);
  }),

  implement(api.mergeInterest, async (c, { params, body, user }) => {
    await audited(
      c,
      user,
      { action: 'interest.merge', targetType: 'interest', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await interests.merge(tx, params.id, body.into)),
    );
    return interests.getAdminInterest(c.get('db'), body.into);
  }),

  implement(api.retireInterest, async (c, { params, body, user }) => {
    await audited(
      c,
      user,
      { action: 'interest.retire', targetType: 'interest', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await interests.retire(tx, params.id)),
    );
    return interests.getAdminInterest(c.get('db'), params.id);
  }),

  implement(api.restoreInterest, async (c, { params, body, user }) => {
    await audited(
      c,
      user,
      { action: 'interest.restore', targetType: 'interest', targetId: params.id, reason: body.reason },
      async (tx) => outcome(await interests.restore(tx, params.id)),
    );
    return interests.getAdminInterest(c.get('db'), params.id);
  }),
];
