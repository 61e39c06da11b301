import { Writable } from 'node:stream';
import type * as LoggerModule from '../../server/logger';

/**
 * The server's logger module with its `logger` writing into `chunks` (the real configuration, at level trace), for
 * a test file that reads what was logged. Use it as a `vi.mock` factory of `server/logger`:
 * `vi.mock('…/server/logger', async (importOriginal) => (await import('…/helpers/memoryLogger')).memoryLogger(await importOriginal(), logged.chunks))`.
 */
export function memoryLogger(original: typeof LoggerModule, chunks: string[]): typeof LoggerModule {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { ...original, logger: original.createLogger({ level: 'trace', destination }) };
}
