import { describe, expect, it } from 'vitest';
import { type CommentHtmlNode, isSafeHref, toCommentNodes } from './comment-tree.ts';

const text = (value: string): CommentHtmlNode => ({ nodeType: 3, nodeName: '#text', nodeValue: value, childNodes: [] });
const el = (name: string, children: CommentHtmlNode[], attrs: Record<string, string> = {}): CommentHtmlNode => ({
  nodeType: 1,
  nodeName: name.toUpperCase(),
  nodeValue: null,
  childNodes: children,
  getAttribute: (attr) => attrs[attr] ?? null,
});

describe('toCommentNodes', () => {
  it('keeps allowed tags and safe links', () => {
    const root = el('body', [el('p', [text('See '), el('a', [text('this')], { href: 'https://example.org', onclick: 'x' })])]);
    expect(toCommentNodes(root)).toEqual([
      { tag: 'p', children: ['See ', { tag: 'a', href: 'https://example.org', children: ['this'] }] },
    ]);
  });

  it('unwraps unsafe links and unknown tags, drops scripts', () => {
    const root = el('body', [
      el('a', [text('bad')], { href: 'javascript:alert(1)' }),
      el('div', [text(' block')]),
      el('script', [text('alert(1)')]),
      el('br', []),
    ]);
    expect(toCommentNodes(root)).toEqual(['bad', ' block', { tag: 'br', children: [] }]);
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://example.org', true],
    ['mailto:a@example.org', true],
    ['http://example.org', false],
    ['//example.org', false],
    ['javascript:alert(1)', false],
    [null, false],
  ])('%s', (href, expected) => {
    expect(isSafeHref(href)).toBe(expected);
  });
});

describe('commentNodesToText', () => {
  it('turns paragraphs and breaks back into text', async () => {
    const { commentNodesToText } = await import('./comment-tree.ts');
    expect(
      commentNodesToText([
        { tag: 'p', children: ['one', { tag: 'br', children: [] }, 'two'] },
        { tag: 'p', children: [{ tag: 'strong', children: ['three'] }] },
      ]),
    ).toBe('one\ntwo\n\nthree');
  });
});
