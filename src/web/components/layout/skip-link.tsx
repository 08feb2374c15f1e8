// The first focusable element of every page (spec section 2). Focus is moved by
// script so the URL does not gain a #main fragment.
import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main';

export function SkipLink() {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={handleClick}
      data-testid="skip-link"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2.5 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow-lg focus:ring-2 focus:ring-brand-700"
    >
      Skip to content
    </a>
  );
}
