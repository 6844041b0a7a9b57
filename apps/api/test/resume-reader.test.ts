import { afterAll, describe, expect, it } from 'vitest';
import { createResumeReader, ResumeReaderError } from '../src/adapters/resume-reader';
import { disguisedBombPdf, filterBombPdf, renamedPng, simpleCv } from './resume-fixtures';

/** The reader's child processes (issue 13, decision 0015): facts out, and every cap enforced from outside. */
const now = { year: 2025, month: 9 };
const readers: ReturnType<typeof createResumeReader>[] = [];
const reader = (overrides: Parameters<typeof createResumeReader>[0] = {}) => {
  const created = createResumeReader(overrides);
  readers.push(created);
  return created;
};
afterAll(async () => {
  await Promise.all(readers.map((one) => one.close()));
});

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ResumeReaderError);
    return { code: (error as ResumeReaderError).code, detail: (error as ResumeReaderError).detail };
  }
  throw new Error('expected a refusal');
};

describe('createResumeReader', () => {
  it('reads a CV into facts in a child process', async () => {
    const one = reader();
    const { facts, layout } = await one.read(await simpleCv(), { now });
    expect(facts.name?.value).toBe('Sanne de Vries');
    expect(layout.pages).toBe(1);
    expect(one.stats.children).toBe(1);
  }, 30_000);

  it('refuses a file without the PDF header without starting a child', async () => {
    const one = reader();
    expect(await refusal(one.read(renamedPng(), { now }))).toMatchObject({ code: 'NOT_PDF' });
    expect(one.stats.children).toBe(0);
  });

  it('refuses a bomb behind an escaped filter name in the pre-scan', async () => {
    expect(await refusal(reader().read(filterBombPdf('name-escape', 128), { now }))).toMatchObject({
      code: 'TOO_COMPLEX',
      detail: 'decompression budget exceeded',
    });
  }, 30_000);

  it('kills a child whose resident memory passes the cap (a bomb the pre-scan does not decode), then serves the next upload', async () => {
    const one = reader({ memoryMb: 300 });
    expect(await refusal(one.read(await disguisedBombPdf(600), { now }))).toMatchObject({
      code: 'TOO_COMPLEX',
      detail: 'memory',
    });
    const { facts } = await one.read(await simpleCv(), { now });
    expect(facts.name?.value).toBe('Sanne de Vries');
  }, 60_000);

  it('kills a child over its time limit', async () => {
    expect(await refusal(reader({ timeoutMs: 1 }).read(await simpleCv(), { now }))).toMatchObject({
      code: 'TOO_COMPLEX',
      detail: 'time',
    });
  }, 30_000);

  it('answers BUSY when every child is busy and the queue is full', async () => {
    const one = reader({ concurrency: 1, queueMax: 1 });
    const cv = await simpleCv();
    const first = one.read(cv.slice(), { now });
    const second = one.read(cv.slice(), { now });
    expect(await refusal(one.read(cv.slice(), { now }))).toMatchObject({ code: 'BUSY' });
    await Promise.all([first, second]);
  }, 30_000);
});
