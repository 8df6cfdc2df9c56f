import path from 'node:path';

/**
 * npm runs workspace scripts inside the workspace folder; a path typed by the user is meant from where they
 * typed it, which npm keeps in INIT_CWD.
 */
export function resolveCommandPath(argument: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
}
