import { describe, expect, it } from 'vitest';
import { engineConstants } from '../datasets/constants';
import { sourceText } from '../text/sources';
import { affordabilityIn, countryLivingCost, livingCostFor, livingQuintile } from './affordability';
import { bundledEngineData } from './bundled';
import { money } from './money';

/** Living costs priced for the household's income level (decision 0135). */
const data = bundledEngineData();
const city = (id: string) => data.cities.find((c) => c.id === id)!;
const pay = (v: number, currency = 'EUR') =>
  money(v, currency, 'estimate', 'test pay', 2025, 'per year, gross');
const tables = engineConstants.livingCost.byIncome!;

describe('living costs by the household income quintile', () => {
  it("the tables are consistent: five levels per row, each mean the mean of its five, rising cut-offs in the cities' currency", () => {
    for (const t of [tables.europe, tables.us])
      for (let q = 1; q < 5; q += 1) expect(t.levels[q]!).toBeGreaterThan(t.levels[q - 1]!);
    // Equal-sized quintiles: the mean of all households is the mean of the five (within rounding and weighting).
    const meanOf = (levels: readonly number[]) => levels.reduce((a, b) => a + b, 0) / levels.length;
    expect(Math.abs(meanOf(tables.europe.levels) / tables.europe.mean - 1)).toBeLessThan(0.01);
    const countries = tables.countries!;
    // Every European country of the app with a survey row of its own (Italy and Switzerland have none).
    expect(Object.keys(countries).sort()).toEqual(
      ['AT', 'BE', 'CZ', 'DE', 'DK', 'ES', 'FR', 'GB', 'IE', 'NL', 'NO', 'PL', 'PT', 'SE'].sort(),
    );
    for (const row of Object.values(countries)) {
      expect(row.levels).toHaveLength(5);
      expect(Math.abs(meanOf(row.levels) / row.mean - 1)).toBeLessThan(0.01);
      expect(row.levels[4]!).toBeGreaterThan(row.levels[0]!);
    }
    for (const [country, cut] of Object.entries(tables.cutoffs!)) {
      for (let i = 1; i < 4; i += 1) expect(cut.limits[i]!).toBeGreaterThan(cut.limits[i - 1]!);
      for (const c of data.cities.filter((x) => x.country === country)) expect(c.currency).toBe(cut.currency);
    }
    for (let i = 1; i < 4; i += 1)
      expect(tables.us.lowerLimits[i]!).toBeGreaterThan(tables.us.lowerLimits[i - 1]!);
  });

  it("a Dutch household at the 2nd-quintile cut-off is in quintile 2 and priced by the Netherlands' row, not Portugal's", () => {
    const utrecht = city('utrecht');
    const nl = tables.countries!.NL!;
    const pt = tables.countries!.PT!;
    const cut = tables.cutoffs!.NL!;
    const ratio = (row: { levels: readonly number[]; mean: number }, q: number) =>
      Math.round((row.levels[q - 1]! / row.mean) * 1000) / 1000;
    // A couple (scale 1.5) whose net income per adult equivalent is exactly the top cut-off point of quintile 2.
    const atCut = { netMonthly: (cut.limits[1]! * 1.5) / 12, grossAnnual: 0 };
    const q = livingQuintile(utrecht, 1.5, atCut)!;
    expect(q.quintile).toBe(2);
    expect(q.ratio).toBe(ratio(nl, 2));
    expect(q.ratio).not.toBe(ratio(pt, 2));
    expect(q.table.source).toBe('Eurostat HBS 2020 (hbs_exp_t133) of NL');
    expect(q.placement?.source).toBe('EU-SILC 2025 (ilc_di01) cut-offs');
    // A euro a year more per adult equivalent is quintile 3; just below the first cut-off, quintile 1.
    expect(
      livingQuintile(utrecht, 1.5, { ...atCut, netMonthly: atCut.netMonthly + 1.5 / 12 })!.quintile,
    ).toBe(3);
    expect(
      livingQuintile(utrecht, 1.5, { netMonthly: ((cut.limits[0]! - 1) * 1.5) / 12, grossAnnual: 0 })!
        .quintile,
    ).toBe(1);
    // The same income per adult equivalent is a higher quintile in Portugal, by Portugal's own cut-offs.
    const lisbon = data.cities.find((c) => c.country === 'PT')!;
    expect(livingQuintile(lisbon, 1.5, atCut)!.quintile).toBe(5);
  });

  it('a one-earner couple on EUR 39,000 in Utrecht is placed by rank among Dutch incomes and priced below average consumption', () => {
    const utrecht = city('utrecht');
    const household = { bedrooms: 1, householdScale: 1.5, adults: 2, children: 0 };
    const a = affordabilityIn(utrecht, pay(39000), household, data);
    const income = a.householdIncomeMonthly!.value;
    // The rule, worked from the tables: the quintile of the equivalised net income a year among the Dutch cut-offs.
    const cut = tables.cutoffs!.NL!;
    const q = 1 + cut.limits.filter((limit) => (income * 12) / 1.5 > limit).length;
    expect(q).toBe(1);
    const nl = tables.countries!.NL!;
    const ratio = Math.round((nl.levels[q - 1]! / nl.mean) * 1000) / 1000;
    expect(ratio).toBeLessThan(1);
    const average = utrecht.livingCostMonthly.value * 1.5;
    expect(a.livingCostsMonthly!.value).toBeCloseTo(average * ratio, 1);
    expect(a.livingCostsMonthly!.source).toContain(
      `x ${ratio} (spending of income quintile 1: Eurostat HBS 2020 (hbs_exp_t133) of NL, quintile by EU-SILC 2025 (ilc_di01) cut-offs)`,
    );
    // Money left gains what average consumption overstated.
    expect(a.moneyLeftMonthly.value).toBeCloseTo(
      income - a.rentMonthly.value - a.livingCostsMonthly!.value - (a.healthInsuranceMonthly?.value ?? 0),
      1,
    );
  });

  it('a country without a survey row of its own takes the EU27 row, an estimate that says so in English and Dutch', () => {
    const zurich = city('zurich');
    const low = { netMonthly: (tables.cutoffs!.CH!.limits[0]! * 0.9) / 12, grossAnnual: 0 };
    const q = livingQuintile(zurich, 1, low)!;
    expect(q.quintile).toBe(1);
    expect(q.table).toMatchObject({
      basis: 'estimate',
      source: 'Eurostat HBS 2020 (hbs_exp_t133) of EU27 for CH (estimate)',
    });
    expect(q.ratio).toBeCloseTo(tables.europe.levels[0]! / tables.europe.mean, 3);
    const priced = livingCostFor(zurich, { householdScale: 1 }, low);
    expect(priced.basis).toBe('estimate');
    expect(sourceText(priced.source, 'en')).toContain('of EU27 for CH (estimate), quintile by EU-SILC 2024');
    expect(sourceText(priced.source, 'nl')).toContain(
      'van de EU27 voor Zwitserland (schatting), kwintiel volgens kwintielgrenzen EU-SILC 2024 (ilc_di01)',
    );
  });

  it('without recent cut-offs (the United Kingdom) the household is placed by what its income covers, with its own row', () => {
    const london = city('london');
    expect(tables.cutoffs!.GB).toBeUndefined();
    const gb = tables.countries!.GB!;
    const countryMean = countryLivingCost(london, data);
    const all = countryMean / (1 - tables.europe.housingShare);
    const perAdult = 1800;
    const covered = gb.levels
      .map((level, i) => ({ q: i + 1, need: (all * level) / gb.mean }))
      .filter((x) => x.need <= perAdult);
    const expected = covered.length ? covered[covered.length - 1]!.q : 1;
    const q = livingQuintile(london, 1, { netMonthly: perAdult, grossAnnual: 0 }, countryMean)!;
    expect(q.quintile).toBe(expected);
    expect(q.placement).toBeUndefined();
    expect(q.table.source).toBe('Eurostat HBS 2015 (hbs_exp_t133) of GB');
  });

  it('a higher income is placed in a higher quintile, never lower, and priced at most at the mean', () => {
    const berlin = city('berlin');
    const household = { bedrooms: 1, householdScale: 1, adults: 1, children: 0 };
    let last = 0;
    for (const gross of [20000, 35000, 50000, 80000, 150000]) {
      const a = affordabilityIn(berlin, pay(gross), household, data);
      const q = livingQuintile(
        berlin,
        1,
        { netMonthly: a.householdIncomeMonthly!.value, grossAnnual: gross },
        countryLivingCost(berlin, data),
      )!;
      expect(q.quintile).toBeGreaterThanOrEqual(last);
      last = q.quintile;
      expect(a.livingCostsMonthly!.value).toBeCloseTo(
        berlin.livingCostMonthly.value * Math.min(1, q.ratio),
        1,
      );
    }
    expect(last).toBe(5);
  });

  it('a cheaper city does not move a household up a quintile: quintiles are national', () => {
    const household = { bedrooms: 1, householdScale: 1, adults: 1, children: 0 };
    const quintileIn = (id: string) => {
      const c = city(id);
      const a = affordabilityIn(c, pay(30000), household, data);
      return livingQuintile(
        c,
        1,
        { netMonthly: a.householdIncomeMonthly!.value, grossAnnual: 30000 },
        countryLivingCost(c, data),
      )!.quintile;
    };
    expect(city('leipzig').livingCostMonthly.value).toBeLessThan(city('munich').livingCostMonthly.value);
    expect(quintileIn('leipzig')).toBe(quintileIn('munich'));
  });

  it('US cities use the BLS quintiles of income before taxes and their spending without shelter', () => {
    const dallas = city('dallas');
    const [l2, l3, l4, l5] = tables.us.lowerLimits as [number, number, number, number];
    const mean = tables.us.levels.reduce((a, b) => a + b, 0) / 5;
    const cases: [number, number][] = [
      [l2 - 1, 1],
      [l2, 2],
      [l3, 3],
      [l4 - 1, 3],
      [l4, 4],
      [l5, 5],
    ];
    for (const [gross, quintile] of cases) {
      const q = livingQuintile(dallas, 1, { netMonthly: 0, grossAnnual: gross })!;
      expect(q.quintile).toBe(quintile);
      expect(q.ratio).toBeCloseTo(tables.us.levels[quintile - 1]! / mean, 3);
    }
    const a = affordabilityIn(dallas, pay(45000, 'USD'), { bedrooms: 1, householdScale: 1 }, data);
    expect(a.livingCostsMonthly!.source).toContain('spending of income quintile 2: BLS CE 2024 (table 1101)');
    expect(a.livingCostsMonthly!.value).toBeLessThan(dallas.livingCostMonthly.value);
  });

  it('without an income the mean is used, and every priced figure keeps basis, source and years in both languages', () => {
    const utrecht = city('utrecht');
    const mean = livingCostFor(utrecht, { householdScale: 1.5 });
    expect(mean.value).toBeCloseTo(utrecht.livingCostMonthly.value * 1.5, 1);
    const priced = livingCostFor(utrecht, { householdScale: 1.5 }, { netMonthly: 2500, grossAnnual: 39000 });
    expect(priced).toMatchObject({ basis: 'estimate', year: 2020, yearTo: tables.cutoffs!.NL!.year });
    expect(sourceText(priced.source, 'nl')).toContain(
      'uitgaven van inkomenskwintiel 1: Eurostat HBS 2020 (hbs_exp_t133) van Nederland, kwintiel volgens kwintielgrenzen EU-SILC 2025 (ilc_di01)',
    );
    expect(sourceText(priced.source, 'nl')).not.toContain('spending of income quintile');
    expect(priced.source.length).toBeLessThanOrEqual(300);
  });

  it('a quintile that spends above the mean says it is capped at the mean (walk W709), in English and Dutch', () => {
    const washington = city('washington');
    const high = livingQuintile(washington, 1, { netMonthly: 0, grossAnnual: 400_000 })!;
    expect(high.ratio).toBeGreaterThan(1);
    const capped = livingCostFor(
      washington,
      { householdScale: 1 },
      { netMonthly: 20_000, grossAnnual: 400_000 },
    );
    expect(capped.value).toBeCloseTo(washington.livingCostMonthly.value, 1);
    expect(capped.source).toContain(
      `; x 1 (income quintile 5 spends x ${high.ratio}, capped at the mean by decision 0135: BLS CE 2024 (table 1101)`,
    );
    const nl = sourceText(capped.source, 'nl');
    expect(nl).toContain(
      `x 1 (inkomenskwintiel 5 geeft x ${String(high.ratio).replace('.', ',')} uit, begrensd op het gemiddelde volgens besluit 0135`,
    );
    expect(nl).not.toMatch(/capped|spends/);
    // Without an income there is no quintile to name.
    expect(livingCostFor(washington, { householdScale: 1 }).source).not.toContain('quintile');
  });
});
