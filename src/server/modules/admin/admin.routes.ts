// Every /api/admin operation, one list per part of the admin area; app.ts mounts
// them all. Each handler runs behind the declaration's admin guard, and each
// change goes through `audited` (audit.ts).
import type { ImplementedOperation } from '#server/lib/operations.ts';
import { analyticsAdminOperations } from './analytics/analytics.routes.ts';
import { contentOperations } from './content/content.routes.ts';
import { dashboardOperations } from './dashboard/dashboard.routes.ts';
import { emailsOperations } from './emails/emails.routes.ts';
import { interestsOperations } from './interests/interests.routes.ts';
import { logsOperations } from './logs/logs.routes.ts';
import { moderationOperations } from './moderation/moderation.routes.ts';
import { settingsOperations } from './settings/settings.routes.ts';
import { usersOperations } from './users/users.routes.ts';

export const adminOperations: readonly ImplementedOperation[] = [
  ...dashboardOperations,
  ...analyticsAdminOperations,
  ...usersOperations,
  ...settingsOperations,
  ...moderationOperations,
  ...logsOperations,
  ...emailsOperations,
  ...contentOperations,
  ...interestsOperations,
];
