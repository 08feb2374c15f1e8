import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderRichText } from './rich-text.tsx';

describe('renderRichText', () => {
  it('creates the tags of the tree and escapes text', () => {
    const html = renderToStaticMarkup(
      <div>
        {renderRichText([
          { tag: 'p', children: ['<img src=x onerror=alert(1)> & ', { tag: 'strong', children: ['bold'] }] },
          { tag: 'br', children: [] },
          { tag: 'ul', children: [{ tag: 'li', children: ['item'] }] },
        ])}
      </div>,
    );
    expect(html).toBe(
      '<div><p>&lt;img src=x onerror=alert(1)&gt; &amp; <strong>bold</strong></p><br/><ul><li>item</li></ul></div>',
    );
  });
});
