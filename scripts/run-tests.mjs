// `npm test`: the typecheck, lint, Vitest projects, builds and browser journeys as phases that run side by side when
// independent (at most TEST_PHASES_AT_ONCE at a time, default 2 for a 2-core machine). Each phase's output is printed
// in one block when it ends (and kept in a log file meanwhile); the run ends with each phase's duration and status and
// exits non-zero when any failed.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const AT_ONCE = Math.max(1, Number(process.env.TEST_PHASES_AT_ONCE ?? 2));

/**
 * In priority order: a free slot goes to the first phase whose dependencies passed. Vitest waits for the server build
 * because some integration tests start compiled servers (`build-if-stale` would otherwise build it twice at once).
 */
const PHASES = [
  { name: 'server build', command: 'node scripts/build-if-stale.mjs server', after: [] },
  {
    name: 'web and extension builds',
    command: 'npm run build --workspace @rentwell/web && npm run build --workspace @rentwell/extension',
    after: [],
  },
  {
    name: 'browser journeys',
    command: 'npm run test --workspace @rentwell/e2e',
    after: ['server build', 'web and extension builds'],
  },
  { name: 'vitest', command: 'npx vitest run', after: ['server build'] },
  { name: 'typecheck', command: 'npm run typecheck', after: [] },
  { name: 'lint', command: 'npm run lint', after: [] },
];

const logDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-test-'));
const started = Date.now();
/** name → { status: 'passed' | 'failed' | 'skipped', seconds } */
const results = new Map();
const running = new Set();

function say(line) {
  process.stdout.write(`${line}\n`);
}

function seconds(since) {
  return (Date.now() - since) / 1000;
}

function formatSeconds(value) {
  return value >= 60 ? `${Math.floor(value / 60)} min ${Math.round(value % 60)} s` : `${value.toFixed(1)} s`;
}

function clock() {
  return `[${formatSeconds(seconds(started)).padStart(12)}]`;
}

/** Runs one phase with its output in a log file, printed in one block when it ends. */
function runPhase(phase) {
  const logPath = path.join(logDir, `${phase.name.replaceAll(' ', '-')}.log`);
  const log = createWriteStream(logPath);
  const output = [];
  const since = Date.now();
  say(`${clock()} ▶ ${phase.name}: ${phase.command} (log: ${logPath})`);
  return new Promise((resolve) => {
    const child = spawn(phase.command, {
      cwd: ROOT,
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output.push(chunk);
        log.write(chunk);
      });
    }
    child.on('close', (code, signal) => {
      log.end();
      const status = code === 0 ? 'passed' : 'failed';
      results.set(phase.name, { status, seconds: seconds(since) });
      const ending = `${phase.name} ${status} in ${formatSeconds(seconds(since))}${signal ? ` (${signal})` : ''}`;
      say(`\n${clock()} ━━━ ${ending} ━━━`);
      process.stdout.write(Buffer.concat(output));
      say(`${clock()} ━━━ end of ${phase.name} ━━━\n`);
      resolve();
    });
  });
}

/** The next phase whose dependencies all passed; a phase after a failed or skipped one is skipped. */
function nextPhase() {
  for (const phase of PHASES) {
    if (results.has(phase.name) || running.has(phase)) continue;
    const blocked = phase.after.find((name) => ['failed', 'skipped'].includes(results.get(name)?.status));
    if (blocked) {
      results.set(phase.name, { status: 'skipped', seconds: 0 });
      say(`${clock()} ✗ ${phase.name} skipped: ${blocked} did not pass`);
      continue;
    }
    if (phase.after.every((name) => results.get(name)?.status === 'passed')) return phase;
  }
  return undefined;
}

await new Promise((done) => {
  const fill = () => {
    for (let phase = nextPhase(); phase && running.size < AT_ONCE; phase = nextPhase()) {
      running.add(phase);
      runPhase(phase).then(() => {
        running.delete(phase);
        fill();
      });
    }
    if (running.size === 0) done();
  };
  fill();
});

const width = Math.max(...PHASES.map((phase) => phase.name.length));
say(`npm test: ${formatSeconds(seconds(started))} in all (${AT_ONCE} phases at a time)`);
for (const phase of PHASES) {
  const result = results.get(phase.name);
  say(`  ${phase.name.padEnd(width)}  ${result.status.padEnd(7)}  ${formatSeconds(result.seconds).padStart(12)}`);
}
process.exit(PHASES.every((phase) => results.get(phase.name).status === 'passed') ? 0 : 1);
