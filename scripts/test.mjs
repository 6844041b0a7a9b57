#!/usr/bin/env node
// `npm test`: lint, format check, typecheck, production build, then every Vitest project (unit, component, integration on
// PGlite and PostgreSQL, browser). Ends with one line `N passed, N failed` (plus skipped when any).
// Outside CI a missing PostgreSQL or Chromium skips that suite loudly; with CI=true both are mandatory.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const only = process.argv.slice(2);

function run(label, command, args, env = {}) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${label}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  process.stdout.write(`${ok ? '✔' : '✖'} ${label} (${seconds} s)\n`);
  return ok;
}

function loud(message) {
  const bar = '!'.repeat(Math.min(100, message.length + 4));
  process.stdout.write(`\n${bar}\n! ${message}\n${bar}\n`);
}

function postgresReachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect({ host: hostname, port: Number(port || 5432) });
    const finish = (value) => {
      socket.destroy();
      done(value);
    };
    socket.setTimeout(3000, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

const checks = [];
if (!only.length || only.includes('lint')) {
  checks.push(['lint', () => run('lint (eslint)', 'npx', ['eslint', '.', '--max-warnings=0'])]);
  checks.push([
    'format',
    () => run('format (prettier --check)', 'npx', ['prettier', '--check', '--log-level=warn', '.']),
  ]);
}
if (!only.length || only.includes('typecheck'))
  checks.push(['typecheck', () => run('typecheck (tsc)', 'npm', ['run', '--silent', 'typecheck'])]);

let failedChecks = 0;
for (const [, check] of checks) if (!check()) failedChecks++;

const projects = ['core', 'web', 'api', 'int-pglite'];
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresReachable(pgUrl)) projects.push('int-postgres');
else if (ci) {
  loud(
    `PostgreSQL is not reachable at ${new URL(pgUrl).host}: with CI=true the PostgreSQL suite is mandatory.`,
  );
  failedChecks++;
} else
  loud(`PostgreSQL is not reachable at ${new URL(pgUrl).host}: SKIPPING the PostgreSQL integration suite.`);

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
let e2e = existsSync(chrome);
if (!e2e) {
  if (ci) {
    loud(`Chromium is not installed at ${chrome}: with CI=true the browser tests are mandatory.`);
    failedChecks++;
  } else loud(`Chromium is not installed at ${chrome} (set CHROME_PATH): SKIPPING the browser tests.`);
}
if (e2e) {
  if (!run('production build', 'npm', ['run', '--silent', 'build'])) {
    failedChecks++;
    e2e = false;
  } else projects.push('e2e');
}

const results = resolve(root, '.vitest-results.json');
rmSync(results, { force: true });
const vitestOk = run('tests (vitest)', 'npx', [
  'vitest',
  'run',
  ...projects.flatMap((name) => ['--project', name]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}`,
]);

let passed = 0;
let failed = 0;
let skipped = 0;
const perProject = new Map();
if (existsSync(results)) {
  const report = JSON.parse(readFileSync(results, 'utf8'));
  for (const file of report.testResults) {
    const name = projectOf(file.name ?? '');
    for (const test of file.assertionResults) {
      const row = perProject.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
      const key = test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped';
      row[key]++;
      if (key === 'passed') passed++;
      else if (key === 'failed') failed++;
      else skipped++;
      perProject.set(name, row);
    }
  }
}
if (!vitestOk && failed === 0) failed = 1; // the run itself failed (a suite could not start)

function projectOf(path) {
  if (path.includes('/e2e/')) return 'browser';
  if (path.includes('.int.test.')) return 'integration (PGlite + PostgreSQL)';
  if (path.includes('/apps/web/')) return 'web';
  if (path.includes('/apps/api/')) return 'api';
  return 'core';
}

process.stdout.write('\nSummary\n');
for (const [name, row] of perProject)
  process.stdout.write(
    `  ${name}: ${row.passed} passed, ${row.failed} failed${row.skipped ? `, ${row.skipped} skipped` : ''}\n`,
  );
process.stdout.write(`  suites run: ${projects.join(', ')}\n`);
if (failedChecks)
  process.stdout.write(`  ${failedChecks} check(s) failed before or around the tests (see ✖ above)\n`);
process.stdout.write(
  `${passed} passed, ${failed + failedChecks} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
);
process.exit(failed + failedChecks > 0 ? 1 : 0);
