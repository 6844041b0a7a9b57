import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { placesDataset } from '@thrive/core/datasets/places';
import { gazetteerOf, resolvePlace } from '@thrive/core/engine/places';
import { cvExperienceLevel, titleShowsLeadership, yearsShown } from '@thrive/core/resume/levels';
import { currencyOfCountry } from '@thrive/core/rules/salary';
import { createResumeReader } from '../src/adapters/resume-reader';

/**
 * Walk findings W201 and W202 (decision 0181) on the walker's own CV (bench/resume/walkers: made by a fresh walker,
 * third-party to the reader), read by the reader's child process exactly as the server reads it.
 */
const folder = resolve(import.meta.dirname, '../../../bench/resume/walkers');
const truth = JSON.parse(readFileSync(resolve(folder, 'cv-james-okafor.truth.json'), 'utf8'));
const reader = createResumeReader();
afterAll(() => reader.close());

describe("the walker's Manchester CV", () => {
  it('reads the city the planner prices, every language with its level, and whole years that tick no wrong band', async () => {
    const { facts } = await reader.read(
      new Uint8Array(readFileSync(resolve(folder, 'cv-james-okafor.pdf'))),
      {
        now: truth.now,
      },
    );
    // W201: was "Didsbury".
    expect(facts.location?.value).toBe('Manchester, United Kingdom');
    const place = resolvePlace(facts.location!.value, gazetteerOf(placesDataset()));
    expect(place?.cityId).toBe('manchester');
    // W202: the pay's money follows the place read from the CV (was EUR: "Didsbury" is not a place the app knows).
    expect(currencyOfCountry(place?.countryCode)).toBe('GBP');
    // W201: was English and French only.
    expect(Object.fromEntries((facts.languages ?? []).map((l) => [l.code, l.level]))).toEqual(
      truth.languages,
    );
    // W202: 13.3 years show as 13 and tick no band (was Senior, 7-10 years).
    expect(facts.totalYears?.value).toBe(truth.totalYears);
    expect(yearsShown(facts.totalYears!.value)).toBe(13);
    const leadership = (facts.experience ?? []).some((job) => titleShowsLeadership(job.title.value));
    expect(cvExperienceLevel(facts.totalYears!.value, leadership)).toBeUndefined();
  }, 60_000);
});
