import { Tag } from 'lucide-react';

export function CategoryChip({ category }: { category: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100 ring-inset">
      <Tag aria-hidden="true" className="h-3 w-3" />
      <span className="sr-only">Category: </span>
      {category}
    </span>
  );
}
