import { describe, expect, it } from 'vitest';
import { fitWithin } from './image-scale.ts';

describe('fitWithin', () => {
  it.each([
    [4000, 3000, { width: 512, height: 384 }],
    [1080, 1920, { width: 288, height: 512 }],
    [512, 512, { width: 512, height: 512 }],
    [200, 100, { width: 200, height: 100 }],
    [5000, 2, { width: 512, height: 1 }],
    [0, 100, { width: 0, height: 0 }],
  ])('%i × %i → %o', (width, height, expected) => {
    expect(fitWithin(width, height, 512)).toEqual(expected);
  });
});
