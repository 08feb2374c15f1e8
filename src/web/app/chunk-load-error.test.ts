import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadOnceForNewRelease } from './chunk-load-error.ts';

describe('isChunkLoadError', () => {
  it('recognises a failed dynamic import in each browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/debate-1.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadOnceForNewRelease', () => {
  function memory() {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
  }

  it('reloads once, then lets the error screen show for a second failure right after', () => {
    const storage = memory();
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadOnceForNewRelease(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForNewRelease(storage, reload, 1_010_000)).toBe(false);
    expect(reloads).toBe(1);
    // Much later (another release): reloads again.
    expect(reloadOnceForNewRelease(storage, reload, 1_100_000)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('never reloads without storage to remember it (no loop)', () => {
    let reloads = 0;
    expect(reloadOnceForNewRelease(null, () => void reloads++)).toBe(false);
    expect(reloads).toBe(0);
  });
});
