import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { placesDataset } from '@thrive/core/datasets/places';
import { gazetteerOf, resolvePlace } from '@thrive/core/engine/places';
import { currencyOfCountry } from '@thrive/core/rules/salary';
import { createResumeReader } from '../src/adapters/resume-reader';

/**
 * Walk finding W411 on the walker's own CV (bench/resume/walkers/cv-claire-byrne.pdf: a Dublin accountant, made by a
 * fresh walker, third-party to the reader), read by the reader's child process as the server reads it.
 */
const folder = resolve(import.meta.dirname, '../../../bench/resume/walkers');
const truth = JSON.parse(readFileSync(resolve(folder, 'cv-claire-byrne.truth.json'), 'utf8'));
const reader = createResumeReader();
afterAll(() => reader.close());

describe("the walker's Dublin CV", () => {
  it('reads Dublin from "Rathmines, Dublin 6, Ireland", the degree and its subject, and no PLC skill from "Glanbia plc"', async () => {
    const { facts } = await reader.read(
      new Uint8Array(readFileSync(resolve(folder, 'cv-claire-byrne.pdf'))),
      { now: truth.now },
    );
    // Was "Rathmines, Ireland": only the country was recognised, and distances were measured from the largest city.
    expect(facts.location?.value).toBe(truth.location);
    const place = resolvePlace(facts.location!.value, gazetteerOf(placesDataset()));
    expect(place?.cityId).toBe('dublin');
    expect(currencyOfCountry(place?.countryCode)).toBe('EUR');
    // Was no level and no subject for "B.Comm. (Hons), Accounting and Finance".
    expect(facts.education?.[0]?.level?.value).toBe('bachelors');
    expect(facts.education?.[0]?.fieldOfStudy?.value).toBe('Accounting and Finance');
    expect(facts.education?.[0]?.institution?.value).toBe('University College Dublin');
    // Was "PLC Programming (suggestion)" from the employer's legal form.
    const ids = (facts.skills ?? []).map((skill) => skill.id);
    expect(ids).toContain('power-bi');
    expect(ids).not.toContain('plc-programming');
  }, 60_000);
});
