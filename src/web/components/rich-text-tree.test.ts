import { describe, expect, it } from 'vitest';
import { type HtmlNodeLike, type RichTextNode, richTextToPlainText, toRichTextNodes } from './rich-text-tree.ts';

// Plain objects shaped like the DOM nodes DOMParser produces (tag names in upper case).
const text = (value: string): HtmlNodeLike => ({ nodeType: 3, nodeName: '#text', nodeValue: value, childNodes: [] });
const comment = (value: string): HtmlNodeLike => ({ nodeType: 8, nodeName: '#comment', nodeValue: value, childNodes: [] });
const el = (name: string, ...children: HtmlNodeLike[]): HtmlNodeLike => ({
  nodeType: 1,
  nodeName: name.toUpperCase(),
  nodeValue: null,
  childNodes: children,
});
const body = (...children: HtmlNodeLike[]) => el('body', ...children);
const p = (...children: RichTextNode[]): RichTextNode => ({ tag: 'p', children });

describe('toRichTextNodes', () => {
  it('keeps every allowed tag', () => {
    const tree = body(
      el('p', text('A '), el('strong', text('bold')), text(' and '), el('em', text('em')), el('br')),
      el('p', el('b', text('b')), el('i', text('i'))),
      el('ul', el('li', text('one'))),
      el('ol', el('li', text('two'))),
    );
    expect(toRichTextNodes(tree)).toEqual([
      p('A ', { tag: 'strong', children: ['bold'] }, ' and ', { tag: 'em', children: ['em'] }, { tag: 'br', children: [] }),
      p({ tag: 'b', children: ['b'] }, { tag: 'i', children: ['i'] }),
      { tag: 'ul', children: [{ tag: 'li', children: ['one'] }] },
      { tag: 'ol', children: [{ tag: 'li', children: ['two'] }] },
    ]);
  });

  it('unwraps other elements but keeps their text', () => {
    const tree = body(el('p', el('a', text('a link')), text(' '), el('span', el('u', text('under')))), el('h1', text('Heading')));
    expect(toRichTextNodes(tree)).toEqual([p('a link', ' ', 'under'), 'Heading']);
  });

  it('drops scripts, styles, frames and comments with their content', () => {
    const tree = body(
      el('p', text('safe')),
      el('script', text('alert(1)')),
      el('style', text('p{color:red}')),
      el('iframe'),
      el('svg', el('script', text('x'))),
      comment('secret'),
    );
    expect(toRichTextNodes(tree)).toEqual([p('safe')]);
  });

  it('carries no attributes: nodes hold only a tag and children', () => {
    const [node] = toRichTextNodes(body(el('p', text('x'))));
    expect(Object.keys(node as object).sort()).toEqual(['children', 'tag']);
  });

  it('keeps list markup valid: whitespace dropped, stray content wrapped in items', () => {
    const tree = body(
      el('ul', text('\n  '), el('li', text('one')), text('loose'), el('div', text('two')), el('p', text('three'))),
    );
    expect(toRichTextNodes(tree)).toEqual([
      {
        tag: 'ul',
        children: [
          { tag: 'li', children: ['one'] },
          { tag: 'li', children: ['loose'] },
          { tag: 'li', children: ['two'] },
          { tag: 'li', children: [p('three')] },
        ],
      },
    ]);
  });

  it('unwraps a list item that has no list', () => {
    expect(toRichTextNodes(body(el('p', el('li', text('orphan')))))).toEqual([p('orphan')]);
  });

  it('turns plain text into paragraphs at blank lines, keeping single line breaks', () => {
    expect(toRichTextNodes(body(text('First line\nsecond line\n\nNext paragraph')))).toEqual([
      p('First line', { tag: 'br', children: [] }, 'second line'),
      p('Next paragraph'),
    ]);
  });

  it('gives nothing for empty or whitespace-only input', () => {
    expect(toRichTextNodes(body())).toEqual([]);
    expect(toRichTextNodes(body(text('  \n ')))).toEqual([]);
  });
});

describe('richTextToPlainText', () => {
  it('separates blocks with single spaces', () => {
    const nodes = toRichTextNodes(
      body(el('p', text('One'), el('br'), text('two')), el('ul', el('li', text('three')), el('li', el('strong', text('four'))))),
    );
    expect(richTextToPlainText(nodes)).toBe('One two three four');
  });

  it('does not add spaces inside inline tags', () => {
    expect(richTextToPlainText([p('un', { tag: 'em', children: ['believ'] }, 'able')])).toBe('unbelievable');
  });
});
