// What a share card shows and its size: apart from the renderer (og-image.ts),
// which brings satori and resvg and is loaded with the first card drawn, not at
// the server's start.

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** What a card shows; every text is plain (no markup). */
export interface ShareCard {
  /** "Debate", "Club", "Event", "Debater". */
  kind: string;
  title: string;
  /** A line under the title (a debate's motion, a member's @name), or null. */
  subtitle: string | null;
  /** Short facts shown along the bottom (format and date, place, members). */
  facts: string[];
}
