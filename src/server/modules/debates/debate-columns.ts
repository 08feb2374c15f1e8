// The columns of a debate as lists show it (DebateSummaryView without its
// participants), shared by the public list and My Debates.
import { debates } from '#server/db/schema/index.ts';

export const debateSummaryColumns = {
  id: debates.id,
  title: debates.title,
  description: debates.description,
  topic: debates.topic,
  topicId: debates.topicId,
  format: debates.format,
  debateType: debates.debateType,
  venueType: debates.venueType,
  location: debates.location,
  startsAt: debates.startsAt,
  timeZone: debates.timeZone,
  maxParticipants: debates.maxParticipants,
  status: debates.status,
  participantCount: debates.participantCount,
  speakerCount: debates.speakerCount,
};
