// The pure half of the rich-text renderer: turns a parsed HTML tree into a tree
// of allowed tags (spec section 5: b, i, em, strong, p, br, ul, ol, li) and text.
// No attribute survives and nothing else is created, so even HTML that skipped
// the server's sanitizer cannot add links, handlers, styles or scripts. It reads
// only the few DOM fields below, so tests can feed it plain objects.

export const RICH_TEXT_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br', 'ul', 'ol', 'li'] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

export type RichTextNode = string | { tag: RichTextTag; children: RichTextNode[] };

/** The slice of DOM Node that the conversion reads. */
export interface HtmlNodeLike {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: ArrayLike<HtmlNodeLike>;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const LISTS = new Set(['ul', 'ol']);
/** Elements whose content is code or markup, never reader-facing text: dropped whole. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'option',
]);

function convert(parent: HtmlNodeLike, parentTag: string | null): RichTextNode[] {
  const out: RichTextNode[] = [];
  const inList = parentTag !== null && LISTS.has(parentTag);
  for (let i = 0; i < parent.childNodes.length; i++) {
    const node = parent.childNodes[i] as HtmlNodeLike;
    if (node.nodeType === TEXT_NODE) {
      const text = node.nodeValue ?? '';
      // React refuses text directly inside <ul>/<ol>; layout whitespace there carries no meaning.
      if (inList && text.trim() === '') continue;
      if (text) out.push(inList ? { tag: 'li', children: [text] } : text);
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const name = node.nodeName.toLowerCase();
    if (DROPPED.has(name)) continue;
    if (name === 'br') {
      out.push({ tag: 'br', children: [] });
      continue;
    }
    if (ALLOWED.has(name)) {
      const tag = name as RichTextTag;
      // An <li> outside a list has no list to belong to: keep its text, drop the item.
      if (tag === 'li' && !inList) {
        out.push(...convert(node, parentTag));
        continue;
      }
      if (inList && tag !== 'li') {
        out.push({ tag: 'li', children: [{ tag, children: convert(node, tag) }] });
        continue;
      }
      out.push({ tag, children: convert(node, tag) });
      continue;
    }
    // Any other element (div, span, a, h1…) is unwrapped: its text stays, the element goes.
    const children = convert(node, parentTag);
    if (inList) {
      for (const child of children)
        out.push(typeof child !== 'string' && child.tag === 'li' ? child : { tag: 'li', children: [child] });
    } else {
      out.push(...children);
    }
  }
  return out;
}

/**
 * Plain text (no element at all) is split into paragraphs at blank lines and
 * keeps its single line breaks, so descriptions typed without HTML read as written.
 */
function paragraphsFromPlainText(text: string): RichTextNode[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split(/\r?\n/);
      const children: RichTextNode[] = [];
      lines.forEach((line, index) => {
        if (index > 0) children.push({ tag: 'br', children: [] });
        children.push(line);
      });
      return { tag: 'p' as const, children };
    });
}

/** The allowed tree of an HTML body (the children of `root`). */
export function toRichTextNodes(root: HtmlNodeLike): RichTextNode[] {
  const nodes = convert(root, null);
  if (nodes.every((node) => typeof node === 'string')) return paragraphsFromPlainText(nodes.join(''));
  return nodes;
}

const BLOCKS = new Set<RichTextTag>(['p', 'br', 'li', 'ul', 'ol']);

/** The text of a tree with blocks separated by spaces, for one-line excerpts. */
export function richTextToPlainText(nodes: readonly RichTextNode[]): string {
  const collect = (list: readonly RichTextNode[]): string =>
    list
      .map((node) => {
        if (typeof node === 'string') return node;
        const inner = collect(node.children);
        return BLOCKS.has(node.tag) ? ` ${inner} ` : inner;
      })
      .join('');
  return collect(nodes).replace(/\s+/g, ' ').trim();
}
