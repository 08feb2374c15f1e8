// The push operations' routes alone (OperationRoute), for code in the app's first
// download: signing out forgets this browser without loading the schemas (ADR 0016).
import type { OperationRoute } from '../operation.ts';

export const UNSUBSCRIBE_PUSH_ROUTE = {
  method: 'post',
  path: '/api/me/push-subscriptions/unsubscribe',
} as const satisfies OperationRoute;
