// An image from outside the app (a club logo, a profile photo) that may fail to
// load: on error it is swapped for a local placeholder, never another remote
// image (spec section 8). The placeholder is the caller's (initials, an icon),
// so it can match the image's box and say the same thing to assistive tech.
import { type ComponentProps, type ReactNode, useState } from 'react';

export function ImageWithFallback({
  src,
  fallback,
  onError,
  ...imageProps
}: Omit<ComponentProps<'img'>, 'src'> & {
  src: string | null | undefined;
  /** Shown when there is no `src` or it fails to load. */
  fallback: ReactNode;
}) {
  // The failed address, not a flag: a new `src` (a new logo uploaded) gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return fallback;
  return (
    // biome-ignore lint/a11y/useAltText: the caller passes alt in imageProps
    <img
      src={src}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
      {...imageProps}
    />
  );
}
