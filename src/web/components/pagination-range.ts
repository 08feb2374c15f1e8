// Which page links a pagination bar shows: the first and last page, the current
// page with `siblings` neighbours, and gaps elsewhere. The bar keeps the same
// number of items on every page so the links do not jump around while paging,
// and a gap never hides a single page (that page is shown instead).

export type PageItem = number | 'gap';

export function pageCount(total: number, limit: number): number {
  if (total <= 0 || limit <= 0) return 0;
  return Math.ceil(total / limit);
}

export function paginationRange(current: number, count: number, siblings = 1): PageItem[] {
  if (count <= 0) return [];
  const page = Math.min(Math.max(current, 1), count);
  if (count <= siblings * 2 + 5) return Array.from({ length: count }, (_, i) => i + 1);
  const start = Math.max(Math.min(page - siblings, count - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(page + siblings, siblings * 2 + 3), count - 2);
  const items: PageItem[] = [1, start > 3 ? 'gap' : 2];
  for (let p = start; p <= end; p++) items.push(p);
  items.push(end < count - 2 ? 'gap' : count - 1, count);
  return items;
}

/** The 1-based positions of the first and last item on a page: "21–40 of 57". */
export function pageBounds(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return from > total ? { from: 0, to: 0 } : { from, to: Math.min(page * limit, total) };
}

/**
 * A whole number with English thousands separators, as `Intl.NumberFormat('en')`
 * writes it. Not Intl itself: its first formatter costs a phone tens of
 * milliseconds of the list page's first render, for commas alone.
 */
function wholeNumberText(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A list's total as people read it: "8", "1,250", or "1,000+" when counting stopped there. */
export function totalText(total: number, totalCapped = false): string {
  return `${wholeNumberText(total)}${totalCapped ? '+' : ''}`;
}
