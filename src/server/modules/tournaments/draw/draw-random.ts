// The draw's only source of chance is the `Random` it is given; these helpers
// draw from it so the same seed always makes the same draw.
import type { Random } from './draw-types.ts';

/** An integer in [0, n). */
export function randomIndex(random: Random, n: number): number {
  return Math.min(n - 1, Math.floor(random() * n));
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(list: readonly T[], random: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomIndex(random, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
