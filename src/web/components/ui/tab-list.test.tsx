import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TabList, tabFromSearch, tabIndexAfterKey } from './tab-list.tsx';

describe('tabFromSearch', () => {
  const TABS = ['queue', 'schedules', 'templates'] as const;
  it('is the tab the URL names, else the first', () => {
    expect(tabFromSearch(new URLSearchParams('tab=schedules&status=failed'), 'tab', TABS)).toBe('schedules');
    expect(tabFromSearch(new URLSearchParams('tab=other'), 'tab', TABS)).toBe('queue');
    expect(tabFromSearch(new URLSearchParams(''), 'tab', TABS)).toBe('queue');
    expect(tabFromSearch(new URLSearchParams('kind=templates'), 'tab', TABS)).toBe('queue');
  });
});

describe('tabIndexAfterKey', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 1, 0],
    ['ArrowLeft', 0, 2],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['Enter', 1, null],
    ['ArrowDown', 1, null],
  ] as const)('%s from tab %i of three moves to %s', (key, index, expected) => {
    expect(tabIndexAfterKey(key, index, 3)).toBe(expected);
  });
});

describe('TabList', () => {
  const html = renderToStaticMarkup(
    <TabList
      tabs={[
        { id: 'a', label: 'Alpha', count: 3 },
        { id: 'b', label: 'Beta', count: 0 },
        { id: 'c', label: 'Gamma' },
      ]}
      selected="b"
      onSelect={() => {}}
      label="Things"
      idPrefix="things"
      countLabel="open"
    >
      <p>Beta content</p>
    </TabList>,
  );

  it('puts only the selected tab in the Tab order and labels the panel with it', () => {
    expect(html).toContain('role="tablist" aria-label="Things"');
    expect(html).toMatch(/id="things-tab-b" aria-selected="true" aria-controls="things-panel" tabindex="0"/);
    expect(html).toMatch(/id="things-tab-a" aria-selected="false" aria-controls="things-panel" tabindex="-1"/);
    expect(html).toMatch(/role="tabpanel" id="things-panel" aria-labelledby="things-tab-b"[^>]*><p>Beta content<\/p>/);
  });

  it('shows a count with its spoken label, and none where a tab has no count', () => {
    expect(html).toContain('3<span class="sr-only"> open</span>');
    expect(html).toContain('0<span class="sr-only"> open</span>');
    expect(html).toMatch(/Gamma<\/button>/);
  });
});
