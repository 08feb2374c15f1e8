import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination.tsx';

const render = (props: { page: number; total: number; totalCapped?: boolean }) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Pagination limit={20} searchForPage={(page) => `?page=${page}`} {...props} />
    </MemoryRouter>,
  );

describe('Pagination', () => {
  it('ends at the last page of an exact total', () => {
    const html = render({ page: 3, total: 60 });
    expect(html).toContain('Page 3 of 3');
    expect(html).not.toContain('aria-label="Next page"');
  });

  it('offers a next page past a capped total, and says the count goes on', () => {
    const html = render({ page: 50, total: 1000, totalCapped: true });
    expect(html).toContain('Page 50 of 50+');
    expect(html).toMatch(/aria-label="Next page"[^>]*href="\/\?page=51"/);
  });

  it('shows nothing for a single page, unless more were not counted', () => {
    expect(render({ page: 1, total: 12 })).toBe('');
    expect(render({ page: 1, total: 20, totalCapped: true })).toContain('aria-label="Next page"');
  });
});
