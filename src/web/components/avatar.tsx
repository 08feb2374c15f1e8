// A member's initials in a circle. Profile photos come from outside hosts and
// may fail (spec section 8); initials always render and never leak a request.
// `name` is the name the server gives (the one rule); initials come from the
// one shared function, so the header, the profile and every list agree.
import { initials } from '#shared/accounts/display-name.ts';
import { cn } from '#web/lib/cn.ts';

const SIZES = { sm: 'h-8 w-8 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-12 w-12 text-base' } as const;

// Fixed pairs that all pass AA contrast; the name picks one so a person keeps their colour.
const PALETTE = [
  'bg-brand-100 text-brand-800',
  'bg-emerald-100 text-emerald-800',
  'bg-amber-100 text-amber-900',
  'bg-sky-100 text-sky-800',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
] as const;

function paletteFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] as string;
}

export function InitialsAvatar({ name, size = 'md' }: { name: string; size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex shrink-0 items-center justify-center rounded-full font-semibold', SIZES[size], paletteFor(name))}
    >
      {initials(name)}
    </span>
  );
}
