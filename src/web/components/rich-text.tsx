// Renders a description (spec section 5: only b, i, em, strong, p, br, ul, ol,
// li) without dangerouslySetInnerHTML: the browser's DOMParser builds an inert
// document (no scripts run, no images load), rich-text-tree.ts keeps the allowed
// tags, and React creates fresh elements with no attributes from that tree.
import { createElement, type ReactNode, useMemo } from 'react';
import { cn } from '#web/lib/cn.ts';
import { type RichTextNode, richTextToPlainText, toRichTextNodes } from './rich-text-tree.ts';

export function parseRichText(html: string): RichTextNode[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return toRichTextNodes(doc.body);
}

export function renderRichText(nodes: readonly RichTextNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    // Index keys are right here: the tree is rebuilt whole whenever the HTML changes.
    return node.tag === 'br'
      ? createElement('br', { key: index })
      : createElement(node.tag, { key: index }, ...renderRichText(node.children));
  });
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => parseRichText(html), [html]);
  return (
    <div
      className={cn(
        'space-y-3 text-slate-700 leading-relaxed [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_strong]:font-semibold [&_b]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6',
        className,
      )}
    >
      {renderRichText(nodes)}
    </div>
  );
}

/** A description as one line of plain text, for cards. */
export function useRichTextExcerpt(html: string): string {
  return useMemo(() => richTextToPlainText(parseRichText(html)), [html]);
}
