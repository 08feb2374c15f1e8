// Profile pictures are scaled down in the browser before upload: at most
// AVATAR_MAX_SIDE_PX on a side, re-encoded as WebP (JPEG where the browser
// cannot write WebP). Re-encoding also drops the photo's metadata (location,
// camera) before it leaves the device. Previews are data: URLs, which the
// site's Content-Security-Policy allows for images (blob: it does not).
import { ACCOUNT_MESSAGES, AVATAR_MAX_BYTES } from '#shared/accounts.ts';

export const AVATAR_MAX_SIDE_PX = 512;
const QUALITY = 0.88;

/** The size that fits within max × max, keeping the proportions; never enlarged. */
export function fitWithin(width: number, height: number, max = AVATAR_MAX_SIDE_PX): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export class AvatarImageError extends Error {}

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

/** A scaled, re-encoded copy of a picture the user chose; throws AvatarImageError with a message to show. */
export async function scaleImage(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new AvatarImageError(ACCOUNT_MESSAGES.avatarType);
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new AvatarImageError('Your browser could not prepare the picture.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    let blob = await canvasToBlob(canvas, 'image/webp');
    // A browser that cannot write WebP falls back to PNG, which is large for photos.
    if (blob?.type !== 'image/webp') blob = await canvasToBlob(canvas, 'image/jpeg');
    if (!blob) throw new AvatarImageError('Your browser could not prepare the picture.');
    if (blob.size > AVATAR_MAX_BYTES) throw new AvatarImageError(ACCOUNT_MESSAGES.avatarTooLarge);
    return blob;
  } finally {
    bitmap.close();
  }
}
