// Pages load lazily, so when a link like /profile#email-preferences arrives the
// target does not exist yet and the browser cannot scroll to it. A page calls
// this hook to scroll to the fragment once it has rendered.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    // After this commit's other effects: the layout scrolls to the top on a new
    // path, and that must not undo this scroll.
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
