// npx tsx bench/analysis-storage.ts [count] [jsonb|packed] — what storing a completed analysis in PGlite and reading it
// back costs the process (PGlite runs on the request thread): as jsonb result and market data (before decision 0059)
// or as the packed bytes the engine thread now hands over (packing not counted: it happens on that thread).
// Prints wall time and CPU per analysis; never fails on them.
import { PGlite } from '@electric-sql/pglite';
import { runAnalysis } from '@thrive/core/engine/index';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import { sampleAnswers } from '../apps/api/test/sample-answers';
import { packResult, unpackResult } from '../apps/api/src/lib/packed-result';
import { cpuUsage } from 'node:process';

const mapped = mapAnswersToRequest(sampleAnswers);
if (!mapped.ok) throw new Error('answers');
const result = runAnalysis(mapped.request, { now: new Date('2026-11-26T00:00:00Z') });
const N = Number(process.argv[2] ?? 40);
const mode = process.argv[3] ?? 'jsonb';
const db = new PGlite();
await db.waitReady;
await db.exec('create table t (id serial primary key, r jsonb, m jsonb, p bytea)');
const prepacked = await packResult(result);
const cpu0 = cpuUsage();
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  if (mode === 'jsonb') {
    await db.query('insert into t (r, m) values ($1, $2)', [
      JSON.stringify(result),
      JSON.stringify({ ...result.marketData, insights: result.marketInsights }),
    ]);
    const row = (await db.query<{ r: unknown; m: unknown }>('select r, m from t where id = $1', [i + 1]))
      .rows[0];
    if (!row) throw new Error('no row');
  } else {
    await db.query('insert into t (p) values ($1)', [prepacked]);
    const row = (await db.query<{ p: Uint8Array }>('select p from t where id = $1', [i + 1])).rows[0];
    await unpackResult(row!.p);
  }
}
const cpu = cpuUsage(cpu0);
console.log(
  `${mode}: ${N} analyses stored and read back: ${((performance.now() - t0) / N).toFixed(1)} ms wall, ` +
    `${((cpu.user + cpu.system) / 1000 / N).toFixed(1)} ms CPU each (all threads); JSON ${(JSON.stringify(result).length / 1024).toFixed(0)} KB, packed ${((await packResult(result)).length / 1024).toFixed(0)} KB`,
);
await db.close();
