import { pino, type DestinationStream, type Logger as Pino } from 'pino';
import pretty from 'pino-pretty';

/** The fields the request log puts in its message, left out of the terminal's view of a line. */
const REQUEST_FIELDS = ['method', 'route', 'path', 'status', 'durationMs'];

export interface ServerLogOptions {
  /** The least severe level written; LOG_LEVEL, else `info`. */
  readonly level?: string;
  /** Where lines go; standard output when not given. */
  readonly destination?: DestinationStream;
  /** Human-readable lines instead of JSON; when standard output is a terminal if not given. */
  readonly pretty?: boolean;
}

/**
 * The server's log: one JSON object a line, for log collectors; in a terminal, a short
 * readable line instead. Writes are synchronous, so the lines of a process that is
 * stopping are not lost.
 */
export function createServerLog(options: ServerLogOptions = {}): Pino {
  const level = options.level ?? (process.env.LOG_LEVEL || 'info');
  const readable = options.pretty ?? process.stdout.isTTY === true;
  if (readable) {
    return pino(
      { level },
      pretty({
        destination: options.destination ?? 1,
        sync: true,
        colorize: options.destination === undefined,
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: ['pid', 'hostname', ...REQUEST_FIELDS].join(','),
        singleLine: true,
      }),
    );
  }
  return pino({ level }, options.destination ?? pino.destination({ dest: 1, sync: true }));
}
