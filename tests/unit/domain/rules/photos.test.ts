import { FOTO_MAX_BYTES, FOTO_MSG, formatKB, fotoTipo } from '@domain/rules/photos';
import { describe, expect, it } from 'vitest';

const bytes = (...xs: (number | string)[]) =>
  new Uint8Array(xs.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])));

describe('fotoTipo: the image type from the magic bytes', () => {
  it('recognises JPEG, PNG and WebP', () => {
    expect(fotoTipo(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg');
    expect(fotoTipo(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(fotoTipo(bytes('RIFF', 1, 2, 3, 4, 'WEBP', 'VP8 '))).toBe('image/webp');
  });

  it('refuses anything else, and too short a file', () => {
    expect(fotoTipo(bytes('GIF89a'))).toBeNull();
    expect(fotoTipo(bytes('%PDF-1.7'))).toBeNull();
    expect(fotoTipo(bytes('RIFF', 1, 2, 3, 4, 'WAVE'))).toBeNull();
    expect(fotoTipo(bytes(0xff, 0xd8))).toBeNull();
    expect(fotoTipo(new Uint8Array())).toBeNull();
  });

  it('says the size and the limit in pt-BR', () => {
    expect(formatKB(1)).toBe('1 KB');
    expect(formatKB(2_000_000)).toBe('1.954 KB');
    expect(FOTO_MSG.tooLarge(FOTO_MAX_BYTES + 1)).toMatch(/^A foto tem 301 KB; o limite é 300 KB\./);
  });
});
