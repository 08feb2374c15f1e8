import { useEffect, useState } from 'react';

/** Whether the window is scrolled further than `thresholdPx`; re-renders only when that flips. */
export function useScrolledPast(thresholdPx: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return isPast;
}
