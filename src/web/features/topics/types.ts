// The topic shapes the API sends, under the names the topics feature uses; each
// is defined once, as a schema, in src/shared/topics/contract.ts.
export type { TopicView as Topic, TopicVoteResult } from '#shared/topics/contract.ts';
