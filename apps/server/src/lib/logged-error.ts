/** What a log line keeps of an error. */
type TLoggedError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: TLoggedError | string;
};

function stringField(error: Error, field: string): string | undefined {
  const value = (error as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/** A failed query as Drizzle reports it: its message and stack list the query's parameters. */
function isFailedQuery(error: Error): boolean {
  return 'params' in error && stringField(error, 'query') !== undefined;
}

/**
 * An error PostgreSQL (or PGlite) answered: its message and detail may quote the values of the row, and PGlite's
 * carries the query's parameters as well.
 */
function isDatabaseError(error: Error): boolean {
  return 'severity' in error && /^[0-9A-Z]{5}$/.test(stringField(error, 'code') ?? '');
}

function withMessage(error: Error, type: string, message: string): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return [`${type}: ${message}`, ...frames].join('\n');
}

/**
 * The pino serializer of `err`. A failed query keeps its SQL text and PostgreSQL's error code and names, never its
 * parameters or the values PostgreSQL quotes: they are users' data (emails, tokens, password hashes).
 */
export function serializeLoggedError(error: unknown, depth = 0): TLoggedError | string {
  if (!(error instanceof Error)) return String(error);
  const type = error.name;
  const cause = error.cause !== undefined && depth < 5 ? serializeLoggedError(error.cause, depth + 1) : undefined;
  if (isDatabaseError(error)) {
    const code = stringField(error, 'code') ?? '';
    const message = `Database error ${code}`;
    const names = Object.fromEntries(
      ['constraint', 'table', 'column'].flatMap((field) => {
        const value = stringField(error, field);
        return value ? [[field, value]] : [];
      }),
    );
    return { type, message, code, ...names, stack: withMessage(error, type, message) };
  }
  if (isFailedQuery(error)) {
    const query = stringField(error, 'query') ?? '';
    const message = `Failed query: ${query}`;
    return { type, message, query, stack: withMessage(error, type, message), ...(cause ? { cause } : {}) };
  }
  const code = stringField(error, 'code');
  return {
    type,
    message: error.message,
    ...(error.stack ? { stack: error.stack } : {}),
    ...(code ? { code } : {}),
    ...(cause ? { cause } : {}),
  };
}
