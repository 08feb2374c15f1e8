// Ranking by an ordered precedence of metrics, shared by the team and speaker
// standings: rows sort on the first metric, ties on it fall to the second, and
// so on; rows equal on every metric share a rank ("3=") and the next rank skips
// (1, 2, 2, 4), as Tabbycat's standings do (docs/tournaments-tab.md).

/** A metric's value; null where it cannot be computed (an average of no debates) and ranks last. */
export type MetricValue = number | null;

export interface RankKey {
  /** The values in precedence order. */
  values: readonly MetricValue[];
  /** Per metric: true where smaller is better (a standard deviation). */
  ascending: readonly boolean[];
}

/** Values are rounded to this many decimals before comparing, so 0.1 + 0.2 ties with 0.3. */
const METRIC_DECIMALS = 6;
const METRIC_SCALE = 10 ** METRIC_DECIMALS;

export function roundMetric(value: number): number {
  return Math.round(value * METRIC_SCALE) / METRIC_SCALE;
}

/** Negative when `a` ranks above `b`, 0 when tied on every metric. */
export function compareRankValues(a: readonly MetricValue[], b: readonly MetricValue[], ascending: readonly boolean[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? null;
    const y = b[i] ?? null;
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    return ascending[i] ? x - y : y - x;
  }
  return 0;
}

export interface Ranked<T> {
  item: T;
  /** 1 + the number of rows strictly better. */
  rank: number;
  /** Whether another row has the same rank. */
  isTied: boolean;
}

/**
 * Sorts and ranks `items`. Rows tied on every metric keep a deterministic order
 * (by `tieOrder`, e.g. the team's name) but share their rank.
 */
export function rankBy<T>(
  items: readonly T[],
  valuesOf: (item: T) => readonly MetricValue[],
  ascending: readonly boolean[],
  tieOrder: (a: T, b: T) => number,
): Ranked<T>[] {
  const keyed = items.map((item) => ({ item, values: valuesOf(item) }));
  keyed.sort((a, b) => compareRankValues(a.values, b.values, ascending) || tieOrder(a.item, b.item));
  const ranked: Ranked<T>[] = [];
  let start = 0;
  while (start < keyed.length) {
    let end = start + 1;
    const head = keyed[start];
    while (end < keyed.length && head && compareRankValues(head.values, keyed[end]?.values ?? [], ascending) === 0) end++;
    for (let i = start; i < end; i++) {
      const row = keyed[i];
      if (row) ranked.push({ item: row.item, rank: start + 1, isTied: end - start > 1 });
    }
    start = end;
  }
  return ranked;
}

/** "3" or "3=" for a tied rank, as tabs print it. */
export function rankText(rank: number | null, isTied: boolean): string {
  if (rank === null) return '—';
  return isTied ? `${rank}=` : String(rank);
}

/** Compares strings in a fixed, locale-free order. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
