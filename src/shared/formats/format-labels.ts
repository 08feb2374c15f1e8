// The formats' names by id: the one place they are written (formats.ts reads
// them), small enough for list pages that show a name but need no rules.
import type { FormatId } from './format-types.ts';

export const FORMAT_LABELS: Readonly<Record<FormatId, string>> = {
  standard: 'Standard',
  oxford: 'Oxford',
  parliamentary: 'British Parliamentary',
  'lincoln-douglas': 'Lincoln-Douglas',
  policy: 'Policy',
  'world-schools': 'World Schools',
  'public-forum': 'Public Forum',
};

/** The ids in the order the app lists them. */
export const FORMAT_IDS = [
  'standard',
  'oxford',
  'parliamentary',
  'lincoln-douglas',
  'policy',
  'world-schools',
  'public-forum',
] as const satisfies readonly FormatId[];
