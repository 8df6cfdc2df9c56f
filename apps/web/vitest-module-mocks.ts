import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = 'src';
const TEST_FILE = /\.test\.tsx?$/;

/**
 * The web test files that replace a module with `vi.mock`, relative to apps/web. They run in a project of their own
 * with a fresh module graph per file: in the shared one, a module that an earlier file imported stays the real one,
 * and a mock stays registered for the files after.
 */
export function moduleMockingTestFiles(): string[] {
  const root = path.dirname(new URL(import.meta.url).pathname);
  return readdirSync(path.join(root, SOURCE), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => path.join(SOURCE, file))
    .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('vi.mock('));
}
