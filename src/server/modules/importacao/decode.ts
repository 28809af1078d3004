import { Transform, type TransformCallback } from 'node:stream';

/**
 * Bytes → text, streamed: UTF-8 (a BOM dropped) until a byte sequence is not valid UTF-8, then Windows-1252
 * (the superset of Latin-1 that Brazilian spreadsheets save) from that chunk on. A file's ASCII prefix reads
 * the same in both, so a Latin-1 file is decoded right even when its first accent comes late.
 */
export class TextDecodeStream extends Transform {
  private utf8 = true;
  private started = false;
  /** The bytes of an incomplete UTF-8 sequence at the end of the last chunk. */
  private tail: Buffer = Buffer.alloc(0);
  private readonly strict = new TextDecoder('utf-8', { fatal: true });
  private readonly latin = new TextDecoder('windows-1252');

  constructor() {
    super({ readableObjectMode: true });
  }

  /** Whether the text was read as Windows-1252. */
  get encoding(): 'utf-8' | 'windows-1252' {
    return this.utf8 ? 'utf-8' : 'windows-1252';
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    let buf = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    this.tail = Buffer.alloc(0);
    if (!this.started) {
      if (
        buf.length < 3 &&
        buf.length > 0 &&
        [0xef, 0xbb, 0xbf].slice(0, buf.length).every((b, i) => buf[i] === b)
      ) {
        this.tail = Buffer.from(buf);
        done();
        return;
      }
      this.started = true;
      if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) buf = buf.subarray(3);
    }
    if (this.utf8) {
      const cut = incompleteTail(buf);
      const body = buf.subarray(0, buf.length - cut);
      try {
        const text = this.strict.decode(body);
        this.tail = Buffer.from(buf.subarray(buf.length - cut));
        if (text) this.push(text);
        done();
        return;
      } catch {
        this.utf8 = false;
      }
    }
    const text = this.latin.decode(buf);
    if (text) this.push(text);
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.tail.length > 0) {
      const bom = !this.started;
      this.started = true;
      let text: string;
      try {
        text = this.utf8 && !bom ? this.strict.decode(this.tail) : this.latin.decode(this.tail);
      } catch {
        this.utf8 = false;
        text = this.latin.decode(this.tail);
      }
      if (bom && this.tail.length < 3 && this.tail[0] === 0xef) text = '';
      if (text) this.push(text);
    }
    done();
  }
}

/** How many bytes at the end of `buf` start a UTF-8 sequence that the next chunk completes (0–3). */
function incompleteTail(buf: Buffer): number {
  const n = buf.length;
  for (let back = 1; back <= Math.min(3, n); back++) {
    const b = buf[n - back];
    if ((b & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > back ? back : 0;
  }
  return 0;
}
