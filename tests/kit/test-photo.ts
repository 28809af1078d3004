/**
 * Test photos: a camera-like JPEG drawn in Chromium (gradients and shapes, so it compresses like a photo,
 * not like a flat colour), with an EXIF block spliced in that says "rotate 90°" and carries a marker string,
 * so a test can check that the device applied the orientation and dropped the metadata.
 */
import type { Page } from 'playwright';

export const EXIF_MARKER = 'CAMERA-SERIAL-SEGREDO-42';

/** A JPEG of width × height drawn by the page's canvas (quality 0.92, like a phone camera). */
export async function drawJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const g = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      const grad = g.createLinearGradient(0, 0, width, height);
      grad.addColorStop(0, '#8a5a2b');
      grad.addColorStop(0.5, '#e0c070');
      grad.addColorStop(1, '#405020');
      g.fillStyle = grad;
      g.fillRect(0, 0, width, height);
      // Food-like blobs and fine noise: what makes a real photo expensive to compress. The random numbers
      // are inlined (Park–Miller): a helper function would be renamed by the bench's transpiler.
      let seed = 7;
      const r = new Float64Array(5);
      for (let i = 0; i < 1500; i++) {
        for (let k = 0; k < 5; k++) {
          seed = (seed * 16807) % 2147483647;
          r[k] = seed / 2147483647;
        }
        g.fillStyle = `hsl(${Math.floor(r[0] * 60)}, ${40 + r[1] * 50}%, ${25 + r[2] * 50}%)`;
        g.beginPath();
        g.arc(r[3] * width, r[4] * height, 4 + r[0] * (width / 30), 0, Math.PI * 2);
        g.fill();
      }
      const noise = g.getImageData(0, 0, width, height);
      for (let i = 0; i < noise.data.length; i += 4) {
        seed = (seed * 16807) % 2147483647;
        noise.data[i] = Math.min(255, noise.data[i] + (seed / 2147483647) * 24);
      }
      g.putImageData(noise, 0, 0);
      // An arrow pointing up, top-left: after the EXIF rotation it points right.
      g.fillStyle = '#ff0000';
      g.fillRect(0, 0, width / 8, height / 8);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let s = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(s);
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
}

/** An EXIF APP1 segment: Orientation = `orientation`, ImageDescription = EXIF_MARKER (little-endian TIFF). */
function exifSegment(orientation: number): Buffer {
  const text = Buffer.from(`${EXIF_MARKER}\0`, 'ascii');
  const entries = 2;
  const ifdSize = 2 + entries * 12 + 4;
  const tiff = Buffer.alloc(8 + ifdSize + text.length);
  tiff.write('II', 0, 'ascii');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  let o = 8;
  tiff.writeUInt16LE(entries, o);
  o += 2;
  // ImageDescription (0x010e), ASCII, its text after the IFD.
  tiff.writeUInt16LE(0x010e, o);
  tiff.writeUInt16LE(2, o + 2);
  tiff.writeUInt32LE(text.length, o + 4);
  tiff.writeUInt32LE(8 + ifdSize, o + 8);
  o += 12;
  // Orientation (0x0112), SHORT, 1 value.
  tiff.writeUInt16LE(0x0112, o);
  tiff.writeUInt16LE(3, o + 2);
  tiff.writeUInt32LE(1, o + 4);
  tiff.writeUInt16LE(orientation, o + 8);
  o += 12;
  tiff.writeUInt32LE(0, o);
  text.copy(tiff, 8 + ifdSize);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** `jpeg` with an EXIF segment right after its SOI marker. */
export function withExif(jpeg: Buffer, orientation = 6): Buffer {
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(orientation), jpeg.subarray(2)]);
}

/** Width and height of an image, decoded by the page. */
export function imageSize(page: Page, bytes: Buffer): Promise<{ width: number; height: number }> {
  return page.evaluate(async (b64) => {
    const bin = atob(b64);
    const arr = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) arr[i] = bin.charCodeAt(i);
    const bmp = await createImageBitmap(new Blob([arr]), { imageOrientation: 'from-image' });
    const size = { width: bmp.width, height: bmp.height };
    bmp.close();
    return size;
  }, bytes.toString('base64'));
}
