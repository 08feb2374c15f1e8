// The moderation queue over HTTP (docs/admin.md "Moderation"): the handlers of
// src/shared/admin/moderation/operations.ts. The admin guard and the input's
// schemas run before them; the service decides whether a decision still applies.
import { implement } from '#server/lib/operations.ts';
import * as api from '#shared/admin/moderation/operations.ts';
import { countOpenItems, decideOnComment, findReportedComments } from './moderation.service.ts';

export const moderationOperations = [
  implement(api.getModerationCounts, (c) => countOpenItems(c.get('db'))),
  implement(api.listReportedComments, (c, { query }) => findReportedComments(c.get('db'), query)),
  implement(api.decideOnComment, (c, { user, params, body }) => decideOnComment(c, user, c.get('realtime'), params.id, body)),
];
