import { pipeline, type Readable, Transform, type TransformCallback } from 'node:stream';
import { IMPORT_MSG } from '@domain/rules/import-values';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../../core/domain-errors';
import { HttpError } from '../../core/http-errors';
import { TextDecodeStream } from './decode';
import { csvRows } from './parse-csv';
import { jsonRows } from './parse-json';
import { xlsxRows } from './parse-xlsx';
import type { SourceItem } from './source';

/** The media types of a raw CSV body (also what spreadsheets and curl send for .csv). */
export const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'];
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Room for the multipart envelope (boundaries, part headers) around a file of the maximum size. */
const MULTIPART_SLACK = 64 * 1024;

export const tooLarge = (maxBytes: number) =>
  new HttpError(413, IMPORT_MSG.tooLarge413(Math.round((maxBytes / (1024 * 1024)) * 10) / 10), undefined, {
    connection: 'close',
  });

/** Passes bytes through, failing with 413 once more than `max` went by: the body is never buffered whole. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.max) done(tooLarge(this.max));
    else done(null, chunk);
  }
}

/**
 * `input` through a ByteLimit. Piped, not pipelined: past the limit the request stream is only unpiped, never
 * destroyed, so the 413 still goes out (with Connection: close, so the rest of the upload is not read).
 */
function limited(input: Readable, maxBytes: number): Readable {
  const limit = new ByteLimit(maxBytes);
  input.on('error', (err) => limit.destroy(err));
  limit.on('error', () => input.unpipe(limit));
  input.pipe(limit);
  return limit;
}

/** Decoded CSV rows of a byte stream. */
function csvOf(input: Readable, maxBytes: number): AsyncIterable<SourceItem> {
  const decoder = new TextDecodeStream();
  pipeline(limited(input, maxBytes), decoder, () => {});
  return csvRows(decoder);
}

function isXlsx(filename: string | undefined, mimetype: string | undefined): boolean {
  return /\.xlsx$/i.test(filename ?? '') || (mimetype ?? '').toLowerCase() === XLSX_TYPE;
}

/** A multipart file stream's own size-limit error → the import's 413. */
function rethrowSize(maxBytes: number) {
  return async function* (src: AsyncIterable<SourceItem>): AsyncGenerator<SourceItem> {
    try {
      yield* src;
    } catch (err) {
      if (
        (err as { statusCode?: number }).statusCode === 413 ||
        (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
      ) {
        throw tooLarge(maxBytes);
      }
      throw err;
    }
  };
}

/**
 * The lines of the request's file, whatever way it came: a raw text/csv body (streamed), a multipart upload
 * in the field "arquivo" (CSV or XLSX, streamed), or a JSON list of row objects. A declared size past the
 * limit is refused before reading.
 */
export async function sourceOfRequest(
  req: FastifyRequest,
  maxBytes: number,
): Promise<AsyncIterable<SourceItem>> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  const slack = type === 'multipart/form-data' ? MULTIPART_SLACK : 0;
  if (Number.isFinite(declared) && declared > maxBytes + slack) throw tooLarge(maxBytes);

  if (type === 'application/json') return jsonRows(req.body);
  if (type === 'multipart/form-data') {
    if (!req.isMultipart()) throw invalid(IMPORT_MSG.missingFile);
    let file: Awaited<ReturnType<FastifyRequest['file']>>;
    try {
      file = await req.file();
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge(maxBytes);
      throw invalid(IMPORT_MSG.missingFile);
    }
    if (!file || file.fieldname !== 'arquivo') {
      file?.file.resume();
      throw invalid(IMPORT_MSG.missingFile);
    }
    const body = limited(file.file, maxBytes);
    const rows = isXlsx(file.filename, file.mimetype) ? xlsxRows(body) : csvOf(body, maxBytes);
    return rethrowSize(maxBytes)(rows);
  }
  const raw = req.body as Readable | undefined;
  if (!raw || typeof (raw as Readable).pipe !== 'function') {
    throw new HttpError(415, IMPORT_MSG.unsupportedType);
  }
  if (type === XLSX_TYPE) return xlsxRows(limited(raw, maxBytes));
  if (CSV_TYPES.includes(type)) return csvOf(raw, maxBytes);
  raw.resume();
  throw new HttpError(415, IMPORT_MSG.unsupportedType);
}
