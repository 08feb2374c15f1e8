// The club shapes the API sends (src/server/modules/clubs); instants are ISO strings.

export interface Club {
  id: string;
  name: string;
  /** Sanitized HTML limited to b, i, em, strong, p, br, ul, ol, li, or plain text. */
  description: string;
  location: string | null;
  /** weekly, fortnightly, monthly, … */
  meetingFrequency: string | null;
  createdAt: string;
  memberCount: number;
}

export interface ClubMember {
  userId: string;
  /** owner, organizer or member */
  role: string;
  joinedAt: string;
  username: string | null;
  fullName: string | null;
  avatarUrl: string | null;
}
