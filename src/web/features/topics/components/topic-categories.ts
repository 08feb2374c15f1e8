// Category chips for the topics list. The API sends each topic's category as its
// civic area's label (src/shared/topics/civic-areas.ts); a category that names no
// area keeps its own text, so the chips are collected from the topics shown.
// A chosen category in the URL may be an area's id, label or older short name
// ("Democracy"): all pick the same chip.
import { civicAreaOf } from '#shared/topics/civic-areas.ts';

export interface CategoryCount {
  category: string;
  count: number;
}

/** What makes two category texts the same category: the civic area they name, else the text without case. */
function categoryKey(category: string): string {
  return civicAreaOf(category)?.id ?? category.trim().toLocaleLowerCase();
}

/** Each category once, with how many topics it has, A to Z. */
export function countCategories(topics: readonly { category: string }[]): CategoryCount[] {
  const counts = new Map<string, CategoryCount>();
  for (const { category } of topics) {
    const name = category.trim();
    if (!name) continue;
    const key = categoryKey(name);
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { category: civicAreaOf(name)?.label ?? name, count: 1 });
  }
  return [...counts.values()].sort((a, b) => a.category.localeCompare(b.category));
}

export function inCategory(topic: { category: string }, category: string): boolean {
  return categoryKey(topic.category) === categoryKey(category);
}
