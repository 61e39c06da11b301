import { Writable } from 'node:stream';
import type { Level } from 'pino';
import { createLogger } from '../../server/logger';

/**
 * The server's logger configuration (server/logger.ts `createLogger`) writing into memory:
 * `text()` is everything written, `lines()` the parsed JSON lines.
 */
export function capturedLogger(level: Level = 'trace') {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const log = createLogger({ level, destination });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { log, text, lines };
}
