import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error.ts';

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
