// The debate shapes the API sends (src/server/modules/debates); instants are ISO strings.

export interface DebateSummary {
  id: string;
  title: string;
  /** Sanitized HTML limited to b, i, em, strong, p, br, ul, ol, li. */
  description: string;
  /** The motion, as text. */
  topic: string;
  /** A format id: standard, oxford, parliamentary, lincoln-douglas, … */
  format: string;
  /** quick, competitive or practice */
  debateType: string;
  /** in-person, virtual or hybrid */
  venueType: string;
  location: string | null;
  startsAt: string;
  maxParticipants: number;
  /** scheduled, live, finished or cancelled */
  status: string;
  participantCount: number;
}

export interface DebateParticipant {
  userId: string;
  /** A position of the debate's format (proposition, opposition, …) or audience. */
  role: string;
  username: string | null;
  fullName: string | null;
  avatarUrl: string | null;
}

export interface Debate extends DebateSummary {
  participants: DebateParticipant[];
}
