// Renders a comment's sanitized HTML without dangerouslySetInnerHTML: DOMParser
// builds an inert document, comment-tree.ts keeps the allowed tags and safe
// links, and React creates fresh elements from that tree.
import { createElement, type ReactNode, useMemo } from 'react';
import { type CommentNode, toCommentNodes } from './comment-tree.ts';

function render(nodes: readonly CommentNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    // Index keys are right: the tree is rebuilt whole whenever the HTML changes.
    if (node.tag === 'br') return createElement('br', { key: index });
    if (node.tag === 'a')
      return createElement(
        'a',
        { key: index, href: node.href, rel: 'nofollow ugc noopener', target: '_blank', className: 'text-brand-700 underline' },
        ...render(node.children),
      );
    return createElement(node.tag, { key: index }, ...render(node.children));
  });
}

export function CommentBody({ html }: { html: string }) {
  const nodes = useMemo(() => (html ? toCommentNodes(new DOMParser().parseFromString(html, 'text/html').body) : []), [html]);
  return (
    <div className="space-y-2 text-sm leading-relaxed text-slate-800 [&_b]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-6">
      {render(nodes)}
    </div>
  );
}
