import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../..', import.meta.url));
const SERVER_BUILD = fileURLToPath(new URL('../../../dist/main.js', import.meta.url));

describe('npm run backup and npm run restore', () => {
  it('never rebuild a server build that exists, stale or not: a running server may be using it', () => {
    const scripts = (JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { scripts: Record<string, string> })
      .scripts;
    const placeholder = !existsSync(SERVER_BUILD);
    if (placeholder) {
      mkdirSync(fileURLToPath(new URL('.', `file://${SERVER_BUILD}`)), { recursive: true });
      writeFileSync(SERVER_BUILD, '// stands in for the build a server runs from\n');
    }
    const before = readFileSync(SERVER_BUILD, 'utf8');
    try {
      for (const name of ['backup', 'restore']) {
        const buildStep = scripts[name]?.split(' && ')[0] ?? '';
        expect(buildStep).toContain('build-if-stale.mjs');
        const run = spawnSync(buildStep, { shell: true, cwd: ROOT, encoding: 'utf8', timeout: 20_000 });
        expect(run.stdout).toContain('Using the existing server build');
        expect(readFileSync(SERVER_BUILD, 'utf8')).toBe(before);
      }
    } finally {
      if (placeholder) rmSync(SERVER_BUILD);
    }
  });
});
