import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pino, { type Logger } from 'pino';

/** Structured JSON logs to stdout and to the log file served by /api/v1/download/current/logs. */
export function createLogger(level: string, file: string): Logger {
  mkdirSync(dirname(file), { recursive: true });
  const streams = [
    { level: level as pino.Level, stream: process.stdout },
    { level: level as pino.Level, stream: pino.destination({ dest: file, sync: false, mkdir: true }) },
  ];
  return pino(
    {
      level,
      redact: { paths: ['req.headers.authorization', 'body.password'], censor: '***' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    pino.multistream(streams),
  );
}
