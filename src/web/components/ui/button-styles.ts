// Button looks, shared by <Button> and by links styled as buttons in the app
// shell (which, unlike <Button asChild>, need no Radix Slot on the landing page).
import { cn } from '#web/lib/cn.ts';

export const BUTTON_VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  secondary: 'bg-white text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100',
  accent: 'bg-accent-400 text-slate-900 hover:bg-accent-500 shadow-sm',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

export const BUTTON_SIZES = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-60',
    BUTTON_VARIANTS[variant],
    BUTTON_SIZES[size],
    className,
  );
}
