// How a participant's role reads: the position with its side, from the format.
// Apart from debate-labels.ts so list pages do not load every format's rules.
import { getFormat } from '#shared/formats/formats.ts';
import { humanizeId } from '#web/components/labels.ts';

/** "Prime Minister (Opening Government)", or "Audience", from the format's positions. */
export function positionLabel(formatId: string, role: string): string {
  if (role === 'audience') return 'Audience';
  const format = getFormat(formatId);
  const position = format?.positions.find((p) => p.id === role);
  if (!format || !position) return humanizeId(role);
  const side = format.sides.find((s) => s.id === position.side);
  return side && side.label !== position.label ? `${position.label} (${side.label})` : position.label;
}
