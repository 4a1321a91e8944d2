import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createServerLog } from './create-server-log.js';
import { PinoLogger } from './pino-logger.js';

/** A destination keeping what is written, one entry per write. */
function memoryDestination(): { lines: string[]; write(line: string): void } {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}

describe('the server log', () => {
  it('writes one JSON object a line at the level given, and nothing less severe', () => {
    const destination = memoryDestination();
    const log = createServerLog({ level: 'warn', destination, pretty: false });
    log.info('not written');
    log.warn({ section: 'chem-101' }, 'written');
    expect(destination.lines).toHaveLength(1);
    expect(JSON.parse(destination.lines[0])).toMatchObject({ level: 40, msg: 'written', section: 'chem-101' });
  });

  it('takes its level from LOG_LEVEL, and writes info and above without it', () => {
    const saved = process.env.LOG_LEVEL;
    try {
      process.env.LOG_LEVEL = 'debug';
      expect(createServerLog({ destination: memoryDestination(), pretty: false }).level).toBe('debug');
      delete process.env.LOG_LEVEL;
      expect(createServerLog({ destination: memoryDestination(), pretty: false }).level).toBe('info');
    } finally {
      if (saved === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = saved;
    }
  });

  it('writes short readable lines for a terminal', async () => {
    let text = '';
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const log = createServerLog({ level: 'info', destination, pretty: true });
    log.info({ method: 'GET', route: '/api/v1/health', status: 200, durationMs: 1.5 }, 'GET /api/v1/health 200 1.5 ms');
    await new Promise((resolve) => setImmediate(resolve));
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/api\/v1\/health 200 1\.5 ms\n$/);
  });

  it('carries what plugins and routes log through core’s Logger', () => {
    const destination = memoryDestination();
    const logger = new PinoLogger(createServerLog({ level: 'info', destination, pretty: false }));
    logger.info('Support request 7', { requestId: 7 });
    logger.error('Activity type failed');
    expect(destination.lines.map((line) => JSON.parse(line))).toMatchObject([
      { level: 30, msg: 'Support request 7', requestId: 7 },
      { level: 50, msg: 'Activity type failed' },
    ]);
  });
});
