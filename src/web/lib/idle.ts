// Runs work once the page has settled: after a delay, then when the browser is
// idle (or after the idle time-out, or via setTimeout where requestIdleCallback
// does not exist, as in Safari).
export function runWhenIdle(task: () => void, { delayMs, timeoutMs }: { delayMs: number; timeoutMs: number }): () => void {
  let idleHandle: number | undefined;
  let fallbackHandle: ReturnType<typeof setTimeout> | undefined;
  const delayHandle = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(task, { timeout: timeoutMs });
    } else {
      fallbackHandle = setTimeout(task, 0);
    }
  }, delayMs);
  return () => {
    clearTimeout(delayHandle);
    if (fallbackHandle !== undefined) clearTimeout(fallbackHandle);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}
