import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { atMost, type BenchSection } from './goals.ts';

const E2E_DIR = fileURLToPath(new URL('../../../e2e/', import.meta.url));
const WEB_BUILD = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));

/** Issue 19's goals for the JavaScript of the first render, gzip -9 KB; the CI budgets live in the e2e test. */
const GOALS_KB: Record<string, number> = { '/dashboard': 170, '/properties': 160, 'tenant /dashboard': 117 };

type FirstRenderJs = { name: string; kb: number; files: { file: string; kb: number }[] };

/**
 * The first-render JavaScript of each page as Chromium loads it: runs the budget journey
 * (e2e/tests/bundle-budget.spec.ts) on the existing build and reads the figures it writes, whether or not the pages
 * fit the budgets CI enforces.
 */
export async function benchmarkBundle(): Promise<BenchSection> {
  if (!existsSync(WEB_BUILD)) throw new Error('The bundle bench measures the web build: run `npm run build` first');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-bundle-bench-'));
  const report = path.join(dir, 'first-render-js.json');
  try {
    spawnSync('npx', ['playwright', 'test', 'tests/bundle-budget.spec.ts', '--reporter=line'], {
      cwd: E2E_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, FIRST_RENDER_JS_REPORT: report },
    });
    if (!existsSync(report)) throw new Error('The bundle budget journey wrote no figures (see its output above)');
    const results = JSON.parse(await readFile(report, 'utf8')) as FirstRenderJs[];
    const lines = ['First-render JavaScript, gzip -9, as Chromium loads it (every chunk, lazy ones too)'];
    for (const result of results) {
      const largest = result.files.slice(0, 3).map(({ file, kb }) => `${path.basename(file)} ${kb.toFixed(1)}`);
      lines.push(
        `  ${result.name.padEnd(18)} ${result.kb.toFixed(1).padStart(6)} KB in ${result.files.length} files; largest: ${largest.join(', ')}`,
      );
    }
    const goals = results
      .filter((result) => GOALS_KB[result.name] !== undefined)
      .map((result) =>
        atMost(
          {
            measure: `first-render JS, gzip -9, ${result.name}`,
            value: result.kb,
            limit: GOALS_KB[result.name] ?? 0,
            unit: 'KB',
          },
          { files: result.files.length },
        ),
      );
    return { lines, goals };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
