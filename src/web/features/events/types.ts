// The event shape the API sends (src/server/modules/events); instants are ISO strings.

export interface Event {
  id: string;
  title: string;
  /** Sanitized HTML limited to b, i, em, strong, p, br, ul, ol, li, or plain text. */
  description: string;
  location: string | null;
  /** in-person, virtual or hybrid */
  venueType: string;
  dateStart: string;
  dateEnd: string;
  /** The hosting club, if any. */
  clubId: string | null;
  createdAt: string;
}
