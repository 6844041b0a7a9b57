import { describe, expect, it } from 'vitest';
import { citiesDataset, getCity } from './cities';
import { regionalPayRatio, roleSalaryInCity } from './roles';
import { sourceText } from '../text/sources';

// Decision 0145: a city's all-occupation pay ratio is not every occupation's. These tests hold the official figures
// typed in by hand (not read back from the dataset), so a change of the data or of the rule shows here.

/** BA Entgeltatlas, nurses (KldB 81302), median monthly pay of full-time employees, 31 Dec 2021. */
const NURSES_2021 = { germany: 3807, munich: 4221, berlin: 3797, hamburg: 3808 };
/** BA Entgeltstatistik, all full-time employees, 31 Dec 2021 (Munich) and 2024 (the city pay levels the app uses). */
const ALL_2021 = { germany: 3516, munich: 4681 };
const ALL_2024 = { germany: 4013, munich: 5362, berlin: 4189 };
/** Destatis, Verdiensterhebung April 2024: skilled nurses' full-time median, 4,310 a month x 12. */
const DESTATIS_NURSE = 4310 * 12;
const STEP = 500; // role pay is rounded to 500

const mid = (role: string, city: string) => roleSalaryInCity(role, 'mid', city)!;
const payRatio = (city: string) => getCity(city)!.payRegion!.ratio;

describe('nurses: the official nurse median of the city, not the city pay level (decision 0145)', () => {
  it('a German nurse is paid on the TVöD Pflege table, the same step in Munich, Berlin and Hamburg (decision 0194)', () => {
    // The BA medians differ by city (Munich 4,221, Berlin 3,797); the collective agreement's table does not.
    const berlin = mid('registered-nurse', 'berlin');
    for (const id of ['munich', 'hamburg', 'cologne']) {
      const f = mid('registered-nurse', id);
      expect(f.value, id).toBe(berlin.value);
      expect(f.note, id).not.toMatch(/Regional pay ratio/);
    }
    expect(berlin.source).toMatch(/^VKA, TVöD Pflege/);
    // Before, Munich's nurse was 57,500 (the Destatis median x 4,221 / 3,807) and Berlin's 51,500.
    expect(mid('registered-nurse', 'munich').value).toBeLessThan(
      (DESTATIS_NURSE * NURSES_2021.munich) / NURSES_2021.germany - 5000,
    );
  });

  it('a collective scale takes no regional ratio of a statistic, the nurse table included', () => {
    expect(
      regionalPayRatio('registered-nurse', 'munich', { regional: false, agreedScale: true }),
    ).toBeUndefined();
    const entry = citiesDataset.occupationPay.find(
      (o) => o.country === 'DE' && o.roleIds.includes('registered-nurse'),
    )!;
    expect(entry.agreedScale).toBe(true);
  });

  it('the ratio is the nurse table, never the all-occupation ratio', () => {
    const r = regionalPayRatio('registered-nurse', 'munich', { regional: false })!;
    expect(r.kind).toBe('occupation');
    expect(r.ratio).toBeCloseTo(NURSES_2021.munich / NURSES_2021.germany, 3);
    expect(r.ratio).not.toBeCloseTo(payRatio('munich'), 2);
  });
});

describe('pay set by national agreements: the city pay level shrunk toward 1 (estimate)', () => {
  const share = (NURSES_2021.munich / NURSES_2021.germany - 1) / (ALL_2021.munich / ALL_2021.germany - 1);

  it('the share is the one the official nurse table shows in Munich, about a third', () => {
    expect(citiesDataset.occupationRegional.nationallySet.share).toBeCloseTo(share, 2);
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.35);
  });

  it.each([
    ['secondary-teacher', 'munich'],
    ['primary-teacher', 'munich'],
    ['preschool-teacher', 'munich'],
    ['nursing-assistant', 'munich'],
    ['secondary-teacher', 'frankfurt-am-main'],
    ['primary-teacher', 'brussels'],
  ])('%s in %s: 1 + share x (city ratio - 1), labelled an estimate', (role, cityId) => {
    const all = payRatio(cityId);
    const r = regionalPayRatio(role, cityId, { regional: true })!;
    expect(r.kind).toBe('nationally-set');
    expect(r.ratio).toBeCloseTo(1 + citiesDataset.occupationRegional.nationallySet.share * (all - 1), 3);
    expect(r.ratio - 1).toBeLessThan((all - 1) / 2);
    const f = mid(role, cityId);
    expect(f.basis).toBe('estimate');
    expect(f.source).toMatch(/; Thrive estimate: a third of the city's pay gap, for nationally agreed pay/);
    expect(sourceText(f.source, 'nl')).toMatch(
      /schatting van Thrive: een derde van het loonverschil van de stad/,
    );
    expect(f.note).toMatch(/shrunk toward 1/);
  });

  it('a Munich secondary teacher is no longer paid the all-occupation gap (was 91,500 EUR)', () => {
    const munich = mid('secondary-teacher', 'munich').value;
    const national = 5702 * 12; // BA Entgeltatlas 2025, secondary school teachers
    expect(munich / national).toBeLessThan(1.15);
    expect(munich).toBeLessThan(80000);
  });
});

describe('market-set pay keeps the city pay level', () => {
  // The official regional figures of market-set groups at hand point the other way (ASHE 2025 Table 15: London
  // software developers 1.323 of the UK against 1.268 for all occupations; BA 2024: Bayern's academics 1.070 of
  // Germany against 1.038). Shrinking them needs an official figure of the occupation in the city.
  it('a Munich software developer takes the BA all-occupation ratio of the city (5,362 / 4,013)', () => {
    const r = regionalPayRatio('software-developer', 'munich', { regional: true })!;
    expect(r.kind).toBe('all-occupations');
    expect(r.ratio).toBeCloseTo(ALL_2024.munich / ALL_2024.germany, 3);
    // Over the national Entgeltatlas median (6,301 x 12): no German city is at the national level any more (0158);
    // at mid, 6,301 x 12 x 1.336 = 101,018 is above the 96,600 the Entgeltatlas can report, and kept within it
    // (walk W402), naming the city's level with its source.
    const m = mid('software-developer', 'munich');
    expect(m.value).toBe(96_500);
    expect(m.source).toContain(
      '; the pay level of Munich, x 1.336 (Bundesagentur für Arbeit, Entgeltstatistik 2024',
    );
    expect(m.source).toMatch(
      /; its median there kept within 96,600 EUR a year, the most the source can report/,
    );
    // At mid the median is the figure; other levels say the level applies to the kept median (walk W504).
    expect(m.source).not.toMatch(/and the level applied to that/);
    const senior = roleSalaryInCity('software-developer', 'senior', 'munich')!;
    expect(senior.value).toBe(120_500); // 96,500 x 1.25 = 120,625
    expect(senior.source).toMatch(/kept within 96,600 EUR a year, .*, and the level applied to that$/);
    // Berlin's senior, 6,301 x 12 x 1.25 x 1.044 = 98,655, is below Munich's, not equal to it (walk W504).
    expect(roleSalaryInCity('software-developer', 'senior', 'berlin')!.value).toBe(98_500);
  });

  it('an entry that is already the city own (a Land scale, a London scale) takes no ratio', () => {
    expect(
      regionalPayRatio('secondary-teacher', 'berlin', { regional: false, cities: ['berlin'] }),
    ).toBeUndefined();
    expect(regionalPayRatio('registered-nurse', 'london', { regional: false })).toBeUndefined();
  });
});

// Decision 0193: BFS Salarium's nurse figure is of the Zurich region; the other Swiss cities take their LSE region's
// pay ratio over Zurich's, each shrunk toward 1 as for agreed pay. The LSE 2022 medians are typed in from the BFS page
// (monthly gross, private and public sector, CHF): Switzerland 6,788, Zurich 7,229, Genferseeregion 6,849,
// Nordwestschweiz 6,969.
describe("Swiss nurses: Salarium's Zurich-region figure with the LSE regional ratio over Zurich's", () => {
  const SALARIUM_ZURICH = (79000 + 84500) / 2;
  const LSE = { national: 6788, zurich: 7229, genferseeregion: 6849, nordwestschweiz: 6969 };
  const round3 = (x: number) => Math.round(x * 1000) / 1000;
  const shrunk = (median: number) => 1 + 0.33 * (round3(median / LSE.national) - 1);
  const expected = (median: number) =>
    Math.round((SALARIUM_ZURICH * round3(shrunk(median) / shrunk(LSE.zurich))) / STEP) * STEP;

  it('Zurich keeps the Salarium midpoint; Geneva, Lausanne and Basel are below it by their region', () => {
    const zurich = mid('registered-nurse', 'zurich');
    expect(zurich.value).toBe(82000);
    expect(zurich.basis).toBe('derived');
    for (const [cityId, median] of [
      ['geneva', LSE.genferseeregion],
      ['lausanne', LSE.genferseeregion],
      ['basel', LSE.nordwestschweiz],
    ] as const) {
      const f = mid('registered-nurse', cityId);
      expect(f.value, cityId).toBe(expected(median));
      expect(f.value, cityId).toBeLessThan(zurich.value);
      expect(f.basis, cityId).toBe('estimate');
      expect(f.source).toMatch(
        /Salarium.*Zurich region.*; Thrive estimate: the city's regional pay ratio over/,
      );
      expect(sourceText(f.source, 'nl')).toMatch(/gedeeld door die van Zürich \(de regio van het cijfer\)/);
    }
    expect(mid('registered-nurse', 'lausanne').value).toBe(80500);
    expect(mid('registered-nurse', 'basel').value).toBe(81000);
  });
});
