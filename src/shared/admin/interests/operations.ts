// The interests vocabulary's operations (contract.ts, ADR 0032). Admins only under
// /api/admin/interests, every change audited on target type `interest`; the live
// vocabulary is public.
import { defineOperation } from '../../operation.ts';
import {
  AdminInterestListSchema,
  AdminInterestSchema,
  CreateInterestInputSchema,
  InterestIdParamSchema,
  InterestListQuerySchema,
  InterestListSchema,
  InterestNoteInputSchema,
  MergeInterestInputSchema,
  RenameInterestInputSchema,
} from './contract.ts';

const tag = 'Admin';

export const listAdminInterests = defineOperation({
  id: 'listAdminInterests',
  method: 'get',
  path: '/api/admin/interests',
  tag,
  summary: 'Every interest, retired ones too, with the profiles and topics that use it',
  guard: 'admin',
  response: AdminInterestListSchema,
});

export const createInterest = defineOperation({
  id: 'createInterest',
  method: 'post',
  path: '/api/admin/interests',
  tag,
  summary: 'Add an interest; its id is made from the label and never changes',
  guard: 'admin',
  rule: 'No other interest has the same id or label (in any case).',
  body: CreateInterestInputSchema,
  response: AdminInterestSchema,
  status: 201,
  errors: ['CONFLICT'],
});

export const renameInterest = defineOperation({
  id: 'renameInterest',
  method: 'patch',
  path: '/api/admin/interests/:id',
  tag,
  summary: 'Rename an interest: references hold its id, so they follow the new label',
  guard: 'admin',
  rule: 'No other interest has the same label (in any case).',
  params: InterestIdParamSchema,
  body: RenameInterestInputSchema,
  response: AdminInterestSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const mergeInterest = defineOperation({
  id: 'mergeInterest',
  method: 'post',
  path: '/api/admin/interests/:id/merge',
  tag,
  summary: 'Merge an interest into another: every profile and topic moves to it in one transaction, and the first is retired',
  guard: 'admin',
  rule: 'Another interest, not retired.',
  params: InterestIdParamSchema,
  body: MergeInterestInputSchema,
  response: AdminInterestSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const retireInterest = defineOperation({
  id: 'retireInterest',
  method: 'post',
  path: '/api/admin/interests/:id/retire',
  tag,
  summary: 'Retire an interest: no longer offered for new choices; existing references stay',
  guard: 'admin',
  rule: 'Not retired already.',
  params: InterestIdParamSchema,
  body: InterestNoteInputSchema,
  response: AdminInterestSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const restoreInterest = defineOperation({
  id: 'restoreInterest',
  method: 'post',
  path: '/api/admin/interests/:id/restore',
  tag,
  summary: 'Offer a retired interest again',
  guard: 'admin',
  rule: 'Retired, and not merged into another.',
  params: InterestIdParamSchema,
  body: InterestNoteInputSchema,
  response: AdminInterestSchema,
  errors: ['NOT_FOUND', 'CONFLICT'],
});

export const listInterests = defineOperation({
  id: 'listInterests',
  method: 'get',
  path: '/api/interests',
  tag: 'Topics',
  summary: 'The live interests vocabulary (not retired), in label order; retired=include adds the retired ones, flagged',
  guard: 'public',
  query: InterestListQuerySchema,
  response: InterestListSchema,
});
