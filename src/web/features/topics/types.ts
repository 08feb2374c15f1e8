// The topic shape the API sends (src/server/modules/topics); instants are ISO strings.

export interface Topic {
  id: string;
  /** The motion ("This house would…"). */
  title: string;
  /** Sanitized HTML limited to b, i, em, strong, p, br, ul, ol, li, or plain text. */
  description: string;
  category: string;
  createdAt: string;
}
