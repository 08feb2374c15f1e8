// A club's logo beside its name in lists: a small square image, or the name's
// first letter on a neutral tile when there is none. Decorative either way (the
// name beside it is the text), and always the same box so nothing shifts.
import { cn } from '#web/lib/cn.ts';
import { clubInitial } from './club-labels.ts';

const SIZE_PX = 40;

export function ClubLogo({ name, logoUrl, className }: { name: string; logoUrl: string | null; className?: string }) {
  const box = cn('size-10 shrink-0 rounded-lg', className);
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt=""
        width={SIZE_PX}
        height={SIZE_PX}
        loading="lazy"
        decoding="async"
        className={cn(box, 'bg-slate-100 object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'inline-flex items-center justify-center bg-slate-100 text-base font-semibold text-slate-600')}
    >
      {clubInitial(name)}
    </span>
  );
}
