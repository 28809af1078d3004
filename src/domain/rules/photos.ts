/**
 * The photo of a weighing's waste: the limits both sides agree on, how the server recognises an image from
 * its first bytes, and the retention parameter (RE-Fotos seq 1, company-wide, vlrParametroInt = days).
 */

/** What the device aims for after resizing and compressing. */
export const FOTO_ALVO_BYTES = 200 * 1024;
/** The largest photo the server takes (a little room over the device's aim). */
export const FOTO_MAX_BYTES = 300 * 1024;
/** The longest side of the photo after resizing on the device (px). */
export const FOTO_LADO_MAX_PX = 1280;

export const PARAM_FOTOS = 'RE-Fotos';
export const FOTOS_SEQ_RETENCAO = 1;
/** Days a photo is kept when RE-Fotos seq 1 is absent or not positive. */
export const FOTOS_RETENCAO_DIAS_PADRAO = 90;

export type FotoTipo = 'image/jpeg' | 'image/webp' | 'image/png';

/** The image type of `bytes` from its magic bytes (JPEG, WebP, PNG), or null for anything else. */
export function fotoTipo(bytes: Uint8Array): FotoTipo | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  )
    return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** '145 KB' (pt-BR, whole kilobytes). */
export const formatKB = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('pt-BR')} KB`;

export const FOTO_MSG = {
  empty: 'Envie a foto no corpo da requisição.',
  tooLarge: (bytes: number) =>
    `A foto tem ${formatKB(bytes)}; o limite é ${formatKB(FOTO_MAX_BYTES)}. Tire a foto novamente pelo aplicativo, que a reduz antes de enviar.`,
  badType: 'O arquivo enviado não é uma foto JPEG, WebP ou PNG.',
  badUuid: 'Identificador do apontamento (uuidApontamento) inválido.',
  weighingNotFound: (uuid: string) =>
    `Apontamento ${uuid} não encontrado. A foto será enviada depois que o apontamento chegar ao servidor.`,
  notFound: 'Foto não encontrada para este apontamento.',
  storageFailed: 'Não foi possível guardar a foto agora. O envio será repetido automaticamente.',
} as const;
