// Pictures made in the test itself, so uploads need no fixture files: a PNG of
// one colour at any size, every pixel present (a browser decodes it; a large
// one shows that the browser scales it down).
import { pngFile } from '../../tests/images.ts';

/** A PNG of `size` × `size` pixels of one colour. */
export function makePng(size = 40, rgb: [number, number, number] = [67, 56, 202]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  return pngFile(
    size,
    size,
    Array.from({ length: size }, () => row),
  );
}
