// A comment's body as stored: plain text becomes paragraphs and line breaks, and
// everything is sanitized to the allowlist (b, i, em, strong, p, br, ul, ol, li,
// and links to https or mailto with rel="nofollow ugc"). Pure, with its own tests.
import sanitizeHtml from 'sanitize-html';
import { COMMENT_LINK_SCHEMES, COMMENT_TAGS } from '#shared/comments/contract.ts';

const LINK_HREF = /^\s*(https:\/\/|mailto:)/i;
const HAS_TAG = /<\/?[a-z][^>]*>/i;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain text (no tags) as paragraphs: blank lines split paragraphs, single newlines become <br>. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

export function sanitizeCommentBody(input: string): string {
  const html = HAS_TAG.test(input) ? input : textToHtml(input);
  return sanitizeHtml(html, {
    allowedTags: [...COMMENT_TAGS],
    allowedAttributes: { a: ['href', 'rel'] },
    allowedSchemes: [...COMMENT_LINK_SCHEMES],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // A link to anything but https or mailto loses its tag and keeps its text.
      a: (tagName, attribs): sanitizeHtml.Tag =>
        LINK_HREF.test(attribs.href ?? '')
          ? { tagName, attribs: { href: attribs.href as string, rel: 'nofollow ugc' } }
          : { tagName: 'span', attribs: {} },
    },
  }).trim();
}

/** Whether sanitized HTML still has something to read. */
export function hasVisibleText(html: string): boolean {
  return (
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}
