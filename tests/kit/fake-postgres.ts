import { createServer, type Server, type Socket } from 'node:net';

/**
 * A stand-in PostgreSQL server speaking just enough of the wire protocol for a pool to connect and run
 * `select 1` (simple or extended protocol), that can be told to stop answering: it then keeps every connection
 * open and reads what arrives, but never writes again, as a database lost behind a pooler or a firewall does.
 * A simple query naming `pg_sleep` is answered SLOW_MS late.
 * `silent` from the start also leaves the startup unanswered.
 */
export interface FakePostgres {
  url: string;
  /** Stop (true) or resume (false) answering, on every connection, open or new. */
  setSilent(silent: boolean): void;
  /** Connections accepted so far, and those still open. */
  accepted(): number;
  open(): number;
  close(): Promise<void>;
}

/** How long a `select pg_sleep(…)` takes here, whatever its argument. */
export const SLOW_MS = 1500;

function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const cstr = (s: string) => Buffer.from(`${s}\0`, 'utf8');
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const int16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};

/** One int4 column named `?column?`. */
const rowDescription = message(
  'T',
  Buffer.concat([int16(1), cstr('?column?'), int32(0), int16(0), int32(23), int16(4), int32(-1), int16(0)]),
);
const dataRow = message('D', Buffer.concat([int16(1), int32(1), Buffer.from('1')]));
const ready = message('Z', Buffer.from('I'));
const complete = (tag: string) => message('C', cstr(tag));

function startup(): Buffer {
  const status = (k: string, v: string) => message('S', Buffer.concat([cstr(k), cstr(v)]));
  return Buffer.concat([
    message('R', int32(0)),
    status('server_version', '15.0'),
    status('client_encoding', 'UTF8'),
    status('standard_conforming_strings', 'on'),
    status('integer_datetimes', 'on'),
    status('DateStyle', 'ISO, MDY'),
    message('K', Buffer.concat([int32(4242), int32(1)])),
    ready,
  ]);
}

/** The answer to one frontend message (null: none). */
function answer(type: string, body: Buffer): Buffer | null {
  switch (type) {
    case 'Q': {
      const text = body.toString('utf8', 0, body.length - 1).trim();
      const parts = text.split(';').filter((p) => p.trim());
      const answers = parts.map((p) => {
        const word = p.trim().split(/\s+/)[0].toUpperCase();
        return word === 'SELECT'
          ? Buffer.concat([rowDescription, dataRow, complete('SELECT 1')])
          : complete(word === 'SET' ? 'SET' : word);
      });
      return Buffer.concat([...answers, ready]);
    }
    case 'P':
      return message('1');
    case 'B':
      return message('2');
    case 'D':
      return rowDescription;
    case 'E':
      return Buffer.concat([dataRow, complete('SELECT 1')]);
    case 'S':
      return ready;
    case 'C':
      return message('3');
    default:
      return null;
  }
}

export async function startFakePostgres(): Promise<FakePostgres> {
  let silent = false;
  let accepted = 0;
  const sockets = new Set<Socket>();

  function serve(socket: Socket) {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffered = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (!started) {
          if (buffered.length < 8) return;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) return;
          const code = buffered.readInt32BE(4);
          buffered = buffered.subarray(length);
          if (code === 80877103) {
            if (!silent) socket.write('N'); // no SSL
            continue;
          }
          started = true;
          if (!silent) socket.write(startup());
          continue;
        }
        if (buffered.length < 5) return;
        const length = buffered.readInt32BE(1);
        if (buffered.length < length + 1) return;
        const type = String.fromCharCode(buffered[0]);
        const body = buffered.subarray(5, length + 1);
        buffered = buffered.subarray(length + 1);
        if (type === 'X') {
          socket.end();
          return;
        }
        const out = silent ? null : answer(type, body);
        // A slow statement (`pg_sleep`) answers after SLOW_MS, like a busy database that still answers.
        if (out && type === 'Q' && body.includes('pg_sleep')) setTimeout(() => socket.write(out), SLOW_MS);
        else if (out) socket.write(out);
      }
    });
  }

  const server: Server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://fake:fake@127.0.0.1:${port}/fake`,
    setSilent(value) {
      silent = value;
    },
    accepted: () => accepted,
    open: () => sockets.size,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
