// The brand mark (two speech bubbles, as in favicon.svg) with the wordmark.
// Variants: default on light backgrounds, white on the dark footer. Sizes sm/md/lg.
import { SITE_NAME, SITE_SHORT_NAME } from '#shared/routes.ts';
import { cn } from '#web/lib/cn.ts';

const SIZES = {
  sm: { mark: 'h-7 w-7', short: 'text-base', full: 'text-[0.625rem]' },
  md: { mark: 'h-9 w-9', short: 'text-lg', full: 'text-xs' },
  lg: { mark: 'h-12 w-12', short: 'text-2xl', full: 'text-sm' },
} as const;

const VARIANTS = {
  default: { tile: '#1e1b4b', short: 'text-brand-900', full: 'text-slate-600' },
  white: { tile: '#ffffff', short: 'text-white', full: 'text-brand-100' },
} as const;

export interface LogoProps {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Show "Structured Debate Community" under the short name. */
  showFullName?: boolean;
  className?: string;
}

export function Logo({ variant = 'default', size = 'md', showFullName = true, className }: LogoProps) {
  const sizing = SIZES[size];
  const colours = VARIANTS[variant];
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)} data-variant={variant} data-size={size}>
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cn('shrink-0', sizing.mark)}>
        <rect width="64" height="64" rx="14" fill={colours.tile} />
        <path d="M14 20h22a8 8 0 0 1 0 16H28l-8 8v-8h-6z" fill="#fbbf24" />
        <path
          d="M50 28h-6a12 12 0 0 1-12 12v4h8l8 6v-6h2a4 4 0 0 0 4-4v-8a4 4 0 0 0-4-4z"
          fill={variant === 'white' ? '#4338ca' : '#a5b4fc'}
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span className={cn('font-extrabold tracking-tight', sizing.short, colours.short)}>{SITE_SHORT_NAME}</span>
        {showFullName ? (
          <span className={cn('mt-0.5 font-medium tracking-wide', sizing.full, colours.full)}>{SITE_NAME}</span>
        ) : null}
      </span>
    </span>
  );
}
