// The topic shape the API sends (src/shared/topics/contract.ts); instants are ISO strings.
export type { TopicView as Topic } from '#shared/topics/contract.ts';
