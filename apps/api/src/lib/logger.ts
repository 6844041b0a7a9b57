import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs. Never bodies, query strings, cookies, tokens, answers or CV text: every `err` field goes
 * through `describeError` (class, code, a redacted first line of the message, stack frames without messages), so an
 * error whose message carries a value (a database error with its parameters, a JSON syntax error quoting the body)
 * cannot put it in the log, whoever logs it.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'thrive' },
    serializers: { err: describeError },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        '*.password',
        '*.token',
        '*.email',
        'body',
        '*.body',
      ],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

const MAX_TEXT = 160;

/**
 * A message without the values it may quote: the first line only, cut before `params:` (drizzle appends the query
 * parameters), with e-mail addresses, URLs, quoted text, long tokens and numbers replaced by placeholders.
 */
export function redactText(text: string): string {
  let line = text.split(/\r?\n/, 1)[0] ?? '';
  const params = line.search(/\bparams?\s*:/i);
  if (params >= 0) line = `${line.slice(0, params)}params: <redacted>`;
  line = line
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`|«[^»]*»/g, '<value>')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S*/gi, '<url>')
    .replace(/[^\s@<>]+@[^\s@<>]+/g, '<email>')
    .replace(/\b(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{12,}\b/g, '<token>')
    .replace(/\b\d[\d.,:-]*\b/g, '<n>');
  // Anything outside plain printable ASCII (names, answers in other scripts) goes too.
  line = line.replace(/[^\x20-\x7e]+/g, '?');
  return line.length > MAX_TEXT ? `${line.slice(0, MAX_TEXT)}…` : line;
}

export interface ErrorDescription {
  type: string;
  code?: string;
  message?: string;
  frames?: string[];
  cause?: ErrorDescription;
}

/** What of an error may be logged: never its full message or enumerable properties (they may hold values). */
export function describeError(error: unknown, depth = 0): ErrorDescription {
  if (typeof error === 'string') return { type: 'message', message: redactText(error) };
  if (!error || typeof error !== 'object') return { type: typeof error };
  const e = error as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const out: ErrorDescription = {
    type: typeof e.name === 'string' ? e.name.slice(0, 60) : (error.constructor?.name ?? 'object'),
  };
  if ((typeof e.code === 'string' && /^[A-Za-z0-9_.-]{1,40}$/.test(e.code)) || typeof e.code === 'number')
    out.code = String(e.code);
  if (typeof e.message === 'string' && e.message) out.message = redactText(e.message);
  if (typeof e.stack === 'string') {
    out.frames = e.stack
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('at '))
      .slice(0, 8)
      .map((line) => redactFrame(line));
  }
  if (e.cause !== undefined && depth < 3) out.cause = describeError(e.cause, depth + 1);
  return out;
}

/** A stack frame names a function and a file; `eval` frames or odd ones may quote source: keep the shape only. */
function redactFrame(line: string): string {
  return line.length > 200 ? `${line.slice(0, 200)}…` : line.replace(/[^\x20-\x7e]/g, '?');
}

/**
 * better-auth's log lines, through our logger: the message only (its arguments, often the error or the request's
 * values, are dropped; an Error among them is described). better-auth writes values after a colon ('Invalid
 * callbackURL: …', 'Invalid origin: https://…'), and a value can be plain words (a name), so only the part before
 * the first colon is kept, and only when it is plain words itself.
 */
export function betterAuthLog(logger: Logger) {
  return (level: string, message: unknown, ...args: unknown[]) => {
    const text = typeof message === 'string' ? message : String(message ?? '');
    const colon = text.indexOf(':');
    const head = (colon >= 0 ? text.slice(0, colon) : text).trim();
    const safe = /^[A-Za-z][A-Za-z ]{0,59}$/.test(head)
      ? `${head}${colon >= 0 ? ': <redacted>' : ''}`
      : 'better-auth message <redacted>';
    const error = args.find((arg) => arg instanceof Error);
    const entry = { source: 'better-auth', ...(error ? { err: error } : {}) };
    const line = redactText(safe);
    if (level === 'error') logger.error(entry, line);
    else if (level === 'warn') logger.warn(entry, line);
    else if (level === 'info' || level === 'success') logger.info(entry, line);
    else logger.debug(entry, line);
  };
}
