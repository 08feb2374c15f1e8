// Kept apart from the contract (contract.ts re-exports it) so pages that only
// need the name do not load the validation library with it.

/** The role of someone who follows a debate without speaking; speakers hold a position of the format. */
export const AUDIENCE_ROLE = 'audience';
