// A club's logo beside its name in lists: a small square image, or the name's
// first letter on a neutral tile when there is none or it fails to load.
// Decorative either way (the name beside it is the text), and always the same
// box so nothing shifts.
import { ImageWithFallback } from '#web/components/ui/image-with-fallback.tsx';
import { cn } from '#web/lib/cn.ts';
import { clubInitial } from './club-labels.ts';

const SIZE_PX = 40;

export function ClubLogo({ name, logoUrl, className }: { name: string; logoUrl: string | null; className?: string }) {
  const box = cn('size-10 shrink-0 rounded-lg', className);
  return (
    <ImageWithFallback
      src={logoUrl}
      alt=""
      width={SIZE_PX}
      height={SIZE_PX}
      loading="lazy"
      decoding="async"
      className={cn(box, 'bg-slate-100 object-cover')}
      fallback={
        <span
          aria-hidden="true"
          data-testid="club-logo-placeholder"
          className={cn(box, 'inline-flex items-center justify-center bg-slate-100 text-base font-semibold text-slate-600')}
        >
          {clubInitial(name)}
        </span>
      }
    />
  );
}
