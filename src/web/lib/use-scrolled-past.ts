import { useEffect, useState } from 'react';

/** Whether the window is scrolled further than `thresholdPx`; re-renders only when that flips. */
export function useScrolledPast(thresholdPx: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > thresholdPx);
    // Reading scrollY lays the page out. Right after a commit that layout is the
    // whole new page, so the first read waits for the frame, which lays it out anyway.
    const firstRead = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstRead);
      window.removeEventListener('scroll', update);
    };
  }, [thresholdPx]);
  return isPast;
}
