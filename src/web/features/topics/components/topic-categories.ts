// Category chips for the topics list. The API sends each topic's category as its
// interest's current label (ADR 0032); a category that names no interest keeps
// its own text, so the chips are collected from the topics shown. Two texts name
// the same category when they match without regard to case or spaces around.
// An older link may name the category by its interest's id ("democracy",
// "Housing"): `categoryInLink` turns it into the label through the vocabulary.
import type { Interest } from '#shared/admin/interests/contract.ts';

export interface CategoryCount {
  category: string;
  count: number;
}

function categoryKey(category: string): string {
  return category.trim().toLocaleLowerCase();
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
    else counts.set(key, { category: name, count: 1 });
  }
  return [...counts.values()].sort((a, b) => a.category.localeCompare(b.category));
}

export function inCategory(topic: { category: string }, category: string): boolean {
  return categoryKey(topic.category) === categoryKey(category);
}

/** True when the link's category is one of the chips, so no lookup is needed. */
export function isShownCategory(categories: readonly CategoryCount[], category: string): boolean {
  return categories.some((entry) => inCategory(entry, category));
}

/** The label a link's category stands for: an interest's label when it is that interest's id, else itself. */
export function categoryInLink(category: string, interests: readonly Interest[] | undefined): string {
  return interests?.find((interest) => interest.id === categoryKey(category))?.label ?? category;
}
