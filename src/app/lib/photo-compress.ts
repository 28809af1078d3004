/**
 * A photo as the device keeps and sends it: turned upright (EXIF orientation applied), its longest side at
 * most FOTO_LADO_MAX_PX, re-encoded as WebP (JPEG where the browser cannot encode WebP) until it fits in
 * FOTO_ALVO_BYTES. Re-encoding through a canvas drops every metadata block (EXIF, GPS, camera serials).
 */
import { FOTO_ALVO_BYTES, FOTO_LADO_MAX_PX } from '@domain/rules/photos';

interface CompressedPhoto {
  blob: Blob;
  width: number;
  height: number;
  /** Milliseconds spent decoding, resizing and encoding. */
  ms: number;
}

/** The performance measure of each compression (`npm run bench` reads it). */
const PHOTO_COMPRESS_MEASURE = 'cd-photo-compress';

const QUALITIES = [0.8, 0.7, 0.6, 0.5, 0.4];
/** Each pass that still does not fit shrinks the sides by this much. */
const SHRINK = 0.75;

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

function encode(canvas: Canvas, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // Older engines reject the options bag; they apply the orientation by default.
    return createImageBitmap(file);
  }
}

/** Compresses `file` (any image the browser decodes) to at most `maxBytes`. Throws when it cannot decode it. */
export async function compressPhoto(
  file: Blob,
  { maxBytes = FOTO_ALVO_BYTES, maxSide = FOTO_LADO_MAX_PX } = {},
): Promise<CompressedPhoto> {
  const started = performance.now();
  const bitmap = await decode(file);
  try {
    let scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    let type = 'image/webp';
    for (;;) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = canvasOf(width, height);
      const g = canvas.getContext('2d') as
        | CanvasRenderingContext2D
        | OffscreenCanvasRenderingContext2D
        | null;
      if (!g) throw new Error('Canvas 2D indisponível');
      g.imageSmoothingQuality = 'high';
      g.drawImage(bitmap, 0, 0, width, height);
      for (const quality of QUALITIES) {
        let blob = await encode(canvas, type, quality);
        // A browser without a WebP encoder answers PNG: JPEG from here on.
        if (blob && blob.type !== type && type === 'image/webp') {
          type = 'image/jpeg';
          blob = await encode(canvas, type, quality);
        }
        if (blob && blob.size <= maxBytes) {
          const ms = performance.now() - started;
          performance.measure(PHOTO_COMPRESS_MEASURE, {
            start: started,
            detail: { bytes: blob.size, width, height, type: blob.type },
          });
          return { blob, width, height, ms };
        }
      }
      if (width <= 64 && height <= 64) throw new Error('Foto não coube no limite');
      scale *= SHRINK;
    }
  } finally {
    bitmap.close();
  }
}
