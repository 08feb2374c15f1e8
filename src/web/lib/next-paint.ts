// Running work after the browser has painted: a requestAnimationFrame callback
// runs just before a frame, and a task queued from it runs after that frame.

/** Longest wait for a frame: a browser may skip frames (a throttled or occluded tab). */
const FRAME_WAIT_LIMIT_MS = 100;

/** Calls `run` once, after the next frame has painted, or after FRAME_WAIT_LIMIT_MS without one. */
export function afterNextPaint(run: () => unknown): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, FRAME_WAIT_LIMIT_MS);
}
