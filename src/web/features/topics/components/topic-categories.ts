// Category chips for the topics list. New suggestions take a civic area's label
// (src/shared/topics/civic-areas.ts), but older topics may carry other text, so the
// chips are collected from the topics shown, not from the fixed list.

export interface CategoryCount {
  category: string;
  count: number;
}

/** Each category once (matched without regard to case), with how many topics it has, A to Z. */
export function countCategories(topics: readonly { category: string }[]): CategoryCount[] {
  const counts = new Map<string, CategoryCount>();
  for (const { category } of topics) {
    const name = category.trim();
    if (!name) continue;
    const key = name.toLocaleLowerCase();
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { category: name, count: 1 });
  }
  return [...counts.values()].sort((a, b) => a.category.localeCompare(b.category));
}

export function inCategory(topic: { category: string }, category: string): boolean {
  return topic.category.trim().toLocaleLowerCase() === category.trim().toLocaleLowerCase();
}
