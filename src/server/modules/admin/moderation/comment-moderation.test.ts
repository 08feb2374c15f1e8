import { describe, expect, it } from 'vitest';
import { commentExcerpt } from './comment-moderation.ts';

describe('commentExcerpt', () => {
  it('drops tags, keeps words apart and decodes entities', () => {
    expect(commentExcerpt('<p>One &amp; <b>two</b></p><p>three&lt;4</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'One & two three<4 a b',
    );
  });

  it('cuts long text with an ellipsis', () => {
    const excerpt = commentExcerpt(`<p>${'word '.repeat(100)}</p>`, 20);
    expect(excerpt.length).toBeLessThanOrEqual(20);
    expect(excerpt.endsWith('…')).toBe(true);
  });
});
