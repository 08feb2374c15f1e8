// The pure half of the comment renderer: a parsed HTML tree down to the tags a
// comment may keep (b, i, em, strong, p, br, ul, ol, li, and a with an https or
// mailto href), whatever the server sent. No other attribute survives; links
// get rel="nofollow ugc" when rendered. Tests feed it plain objects.

export const COMMENT_RENDER_TAGS = ['b', 'i', 'em', 'strong', 'p', 'br', 'ul', 'ol', 'li', 'a'] as const;
export type CommentTag = (typeof COMMENT_RENDER_TAGS)[number];
export type CommentNode = string | { tag: CommentTag; href?: string; children: CommentNode[] };

export interface CommentHtmlNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: ArrayLike<CommentHtmlNode>;
  getAttribute?(name: string): string | null;
}

const ALLOWED = new Set<string>(COMMENT_RENDER_TAGS);
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea']);
const SAFE_HREF = /^(https:\/\/|mailto:)/i;

export function isSafeHref(href: string | null | undefined): href is string {
  return typeof href === 'string' && SAFE_HREF.test(href.trim());
}

export function toCommentNodes(parent: CommentHtmlNode): CommentNode[] {
  const out: CommentNode[] = [];
  for (let i = 0; i < parent.childNodes.length; i++) {
    const node = parent.childNodes[i] as CommentHtmlNode;
    if (node.nodeType === 3) {
      if (node.nodeValue) out.push(node.nodeValue);
      continue;
    }
    if (node.nodeType !== 1) continue;
    const name = node.nodeName.toLowerCase();
    if (DROPPED.has(name)) continue;
    if (!ALLOWED.has(name)) {
      out.push(...toCommentNodes(node));
      continue;
    }
    if (name === 'a') {
      const href = node.getAttribute?.('href');
      // A link without a safe target keeps its text only.
      if (isSafeHref(href)) out.push({ tag: 'a', href: href.trim(), children: toCommentNodes(node) });
      else out.push(...toCommentNodes(node));
      continue;
    }
    out.push({ tag: name as CommentTag, children: name === 'br' ? [] : toCommentNodes(node) });
  }
  return out;
}

/** A comment as plain text for its edit box: paragraphs apart by a blank line, breaks as newlines. */
export function commentNodesToText(nodes: readonly CommentNode[]): string {
  const parts: string[] = [];
  const walk = (list: readonly CommentNode[]): string =>
    list
      .map((node) => {
        if (typeof node === 'string') return node;
        if (node.tag === 'br') return '\n';
        if (node.tag === 'li') return `\n- ${walk(node.children)}`;
        return walk(node.children);
      })
      .join('');
  let inline = '';
  for (const node of nodes) {
    if (typeof node !== 'string' && (node.tag === 'p' || node.tag === 'ul' || node.tag === 'ol')) {
      if (inline.trim()) parts.push(inline.trim());
      inline = '';
      parts.push(walk(node.children).trim());
    } else inline += walk([node]);
  }
  if (inline.trim()) parts.push(inline.trim());
  return parts.filter(Boolean).join('\n\n');
}
