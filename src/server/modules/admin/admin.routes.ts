// Every /api/admin operation, one list per part of the admin area; app.ts mounts
// them all. Each handler runs behind the declaration's admin guard, and each
// change goes through `audited` (audit.ts).
import type { ImplementedOperation } from '#server/lib/operations.ts';

export const adminOperations: readonly ImplementedOperation[] = [];
