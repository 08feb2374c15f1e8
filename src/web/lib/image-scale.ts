// Scales a picture the user chose (profile picture, club logo) down in the browser
// before upload, so a large photo fits the server's byte limit: never enlarged,
// re-encoded as WebP (JPEG where WebP cannot be written), which also drops its metadata
// (location, camera). Previews are data: URLs: the CSP allows them for images, not blob:.

export interface ImageScaleLimits {
  maxSidePx: number;
  maxBytes: number;
  /** Shown to the user: the file is not an image the browser can read, or it is still too large once scaled. */
  messages: { unreadable: string; tooLarge: string };
}

/** Its message is meant for the user, as is. */
export class ImageScaleError extends Error {}

const QUALITY = 0.88;
const BROWSER_CANNOT_PREPARE = 'Your browser could not prepare the picture.';

/** The size that fits within max × max, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the picture'));
    reader.readAsDataURL(blob);
  });
}

/** A scaled, re-encoded copy of a picture the user chose; throws ImageScaleError with a message to show. */
export async function scaleImage(file: Blob, { maxSidePx, maxBytes, messages }: ImageScaleLimits): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageScaleError(messages.unreadable);
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSidePx);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageScaleError(BROWSER_CANNOT_PREPARE);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    let blob = await canvasToBlob(canvas, 'image/webp');
    // A browser that cannot write WebP falls back to PNG, which is large for photos.
    if (blob?.type !== 'image/webp') blob = await canvasToBlob(canvas, 'image/jpeg');
    if (!blob) throw new ImageScaleError(BROWSER_CANNOT_PREPARE);
    if (blob.size > maxBytes) throw new ImageScaleError(messages.tooLarge);
    return blob;
  } finally {
    bitmap.close();
  }
}
