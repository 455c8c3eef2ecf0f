import pino from 'pino';

export type Logger = pino.Logger;

/** JSON lines for log collectors; readable lines when a developer watches a terminal. */
export function createLogger(level: string, pretty = false): Logger {
  const options = { level, redact: ['req.headers.authorization', 'password', '*.password'] };
  return pretty
    ? pino({ ...options, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', translateTime: 'HH:MM:ss' } } })
    : pino(options);
}
