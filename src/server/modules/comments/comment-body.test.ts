import { describe, expect, it } from 'vitest';
import { hasVisibleText, sanitizeCommentBody, textToHtml } from './comment-body.ts';

describe('textToHtml', () => {
  it('turns blank lines into paragraphs and newlines into breaks, escaping markup characters', () => {
    expect(textToHtml('one\ntwo\n\nthree & <four>')).toBe('<p>one<br>two</p><p>three &amp; &lt;four&gt;</p>');
  });
});

describe('sanitizeCommentBody', () => {
  it.each([
    ['<p>Hello <strong>you</strong></p>', '<p>Hello <strong>you</strong></p>'],
    ['<p><a href="https://example.org">link</a></p>', '<p><a href="https://example.org" rel="nofollow ugc">link</a></p>'],
    ['<a href="mailto:a@example.org">mail</a>', '<a href="mailto:a@example.org" rel="nofollow ugc">mail</a>'],
    ['<a href="http://example.org">plain http</a>', 'plain http'],
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<p style="color:red" class="x">styled</p>', '<p>styled</p>'],
    ['<h1>Title</h1><div>block</div>', 'Titleblock'],
    ['<img src="https://example.org/x.png">text', 'text'],
  ])('%s', (input, expected) => {
    expect(sanitizeCommentBody(input)).toBe(expected);
  });

  it('keeps plain text as paragraphs', () => {
    expect(sanitizeCommentBody('Good point.\nAgreed.')).toBe('<p>Good point.<br />Agreed.</p>');
  });
});

describe('hasVisibleText', () => {
  it('is false for markup without text', () => {
    expect(hasVisibleText('<p><br></p>')).toBe(false);
    expect(hasVisibleText('<p>x</p>')).toBe(true);
  });
});
