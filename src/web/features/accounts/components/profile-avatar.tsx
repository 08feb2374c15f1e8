// A member's picture, or their initials when there is none or it fails to load
// (spec section 8: a failed outside image is replaced with a local placeholder).
import { useState } from 'react';
import { initials as initialsOf } from '#shared/accounts/display-name.ts';
import { cn } from '#web/lib/cn.ts';

const SIZES = {
  sm: 'h-9 w-9 text-sm',
  md: 'h-12 w-12 text-base',
  lg: 'h-20 w-20 text-2xl',
  xl: 'h-28 w-28 text-4xl',
} as const;

export type ProfileAvatarSize = keyof typeof SIZES;

export function ProfileAvatar({
  src,
  name,
  size = 'md',
  alt = '',
  className,
}: {
  src: string | null | undefined;
  name: string;
  size?: ProfileAvatarSize;
  /** Empty when a name is shown beside the picture. */
  alt?: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = cn('shrink-0 rounded-full ring-4 ring-white', SIZES[size], className);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={alt}
        referrerPolicy="no-referrer"
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={cn(classes, 'bg-slate-100 object-cover')}
      />
    );
  }
  const initials = initialsOf(name);
  const placeholder = cn(classes, 'inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-800');
  if (alt) {
    return (
      <span role="img" aria-label={alt} className={placeholder}>
        {initials}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={placeholder}>
      {initials}
    </span>
  );
}
