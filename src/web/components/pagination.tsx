// Page links for a list whose page lives in the URL: real links, so pages can be
// opened in a new tab or shared, with the current page marked for assistive tech.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { pageCount, paginationRange, totalText } from './pagination-range.ts';

const ITEM = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-medium';

// Links change only the query string, so the router would leave the reader at the
// bottom of the old page.
const scrollToTop = () => window.scrollTo({ top: 0 });

export function Pagination({
  page,
  limit,
  total,
  totalCapped = false,
  searchForPage,
  label = 'Pagination',
}: {
  page: number;
  limit: number;
  total: number;
  /** More items than `total` exist (counting stopped): the last known page is not the last. */
  totalCapped?: boolean;
  searchForPage: (page: number) => string;
  label?: string;
}) {
  const count = pageCount(total, limit);
  if (count <= 1 && !totalCapped) return null;
  const current = Math.min(page, count);
  const hasNext = current < count || totalCapped;

  const pageLink = (target: number, content: ReactNode, ariaLabel: string, rel?: string) => (
    <Link
      to={{ search: searchForPage(target) }}
      onClick={scrollToTop}
      aria-label={ariaLabel}
      aria-current={target === page ? 'page' : undefined}
      rel={rel}
      className={cn(
        ITEM,
        target === page
          ? 'bg-brand-700 text-white'
          : 'bg-white text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-100',
      )}
    >
      {content}
    </Link>
  );

  const disabled = (content: ReactNode) => (
    <span aria-disabled="true" className={cn(ITEM, 'cursor-not-allowed bg-slate-100 text-slate-600')}>
      {content}
    </span>
  );

  const previous = (
    <>
      <ChevronLeft aria-hidden="true" className="h-4 w-4" />
      <span>Previous</span>
    </>
  );
  const next = (
    <>
      <span>Next</span>
      <ChevronRight aria-hidden="true" className="h-4 w-4" />
    </>
  );

  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{current > 1 ? pageLink(current - 1, previous, 'Previous page', 'prev') : disabled(previous)}</li>
        {paginationRange(current, count).map((item, index) =>
          item === 'gap' ? (
            // Gaps carry no data of their own; their place in the bar is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={`gap-${index}`} aria-hidden="true" className="hidden px-1 text-slate-600 sm:block">
              …
            </li>
          ) : (
            <li key={item} className="hidden sm:block">
              {pageLink(item, item, `Page ${item}`)}
            </li>
          ),
        )}
        {totalCapped ? (
          <li aria-hidden="true" className="hidden px-1 text-slate-600 sm:block">
            …
          </li>
        ) : null}
        <li className="px-2 text-sm text-slate-700 sm:hidden">
          Page {current} of {totalText(count, totalCapped)}
        </li>
        <li>{hasNext ? pageLink(current + 1, next, 'Next page', 'next') : disabled(next)}</li>
      </ul>
    </nav>
  );
}
