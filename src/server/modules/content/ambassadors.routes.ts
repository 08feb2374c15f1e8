// The ambassadors programme (src/shared/content/operations.ts; the rules are in
// ambassadors.service.ts). Applications count against spec section 9's form
// submission limit per client.
import { FORM_SUBMISSION_WINDOW_MS, FORM_SUBMISSIONS_PER_MINUTE } from '#shared/constants.ts';
import * as api from '#shared/content/operations.ts';
import { getClientIp } from '#server/lib/client-ip.ts';
import { implement } from '#server/lib/operations.ts';
import { clientKey, enforceRateLimit } from '#server/lib/rate-limit.ts';
import {
  applyAsAmbassador,
  decideAmbassadorApplication,
  endMyAmbassadorRole,
  findAmbassadorApplications,
  findAmbassadors,
  getAmbassadorBadge,
  getMyAmbassadorApplication,
} from './ambassadors.service.ts';

const APPLICATIONS = { name: 'ambassador-application', limit: FORM_SUBMISSIONS_PER_MINUTE, windowMs: FORM_SUBMISSION_WINDOW_MS };

export const ambassadorsOperations = [
  implement(api.listAmbassadors, (c) => findAmbassadors(c.get('db'))),
  implement(api.getAmbassadorBadge, (c, { params }) => getAmbassadorBadge(c.get('db'), params.userId)),
  implement(api.getMyAmbassadorApplication, (c, { user }) => getMyAmbassadorApplication(c.get('db'), user)),
  implement(api.applyAsAmbassador, async (c, { body, user }) => {
    await enforceRateLimit(c.get('db'), APPLICATIONS, clientKey(getClientIp(c)));
    return applyAsAmbassador(c.get('db'), user, body);
  }),
  implement(api.endMyAmbassadorRole, (c, { user }) => endMyAmbassadorRole(c.get('db'), user)),
  implement(api.listAmbassadorApplications, (c, { query }) => findAmbassadorApplications(c.get('db'), query.status)),
  implement(api.decideAmbassadorApplication, (c, { params, body, user }) =>
    decideAmbassadorApplication(c.get('db'), user, params.id, body),
  ),
];
