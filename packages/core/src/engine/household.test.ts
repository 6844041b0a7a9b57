import { describe, expect, it } from 'vitest';
import { householdNetPay } from '../datasets/tax';
import { affordabilityIn, countryLivingCost, livingQuintile } from './affordability';
import { bundledEngineData } from './bundled';
import { convert, money, yearSpan } from './money';
import { formatFigureYears } from '../format';
import { countryPayLevelEur } from './household-money';
import { derivePerson } from './profile';
import { partnerGrossIn, PARTNER_DEFAULT_SHARE } from './run';

const data = bundledEngineData();
const city = (id: string) => data.cities.find((c) => c.id === id)!;
const eur = (v: number) => money(v, 'EUR', 'estimate', 'test pay', 2024, 'per year, gross');

describe('the household money model', () => {
  it('names child benefits in the money-left formula only when the household receives them', () => {
    const single = affordabilityIn(
      city('berlin'),
      eur(52000),
      { bedrooms: 1, householdScale: 1, adults: 1, children: 0 },
      data,
    );
    expect(single.moneyLeftMonthly.source).toBe('net pay - rent - living costs');
    const family = affordabilityIn(
      city('berlin'),
      eur(52000),
      { bedrooms: 2, householdScale: 1.8, adults: 1, children: 2 },
      data,
    );
    expect(family.moneyLeftMonthly.source).toBe('net pay + child benefits - rent - living costs');
  });

  it('money left = net pay of both earners + child benefits - rent - living costs', () => {
    const berlin = city('berlin');
    const a = affordabilityIn(
      berlin,
      eur(52000),
      { bedrooms: 2, householdScale: 2.1, adults: 2, children: 2 },
      data,
      eur(35000),
    );
    const h = householdNetPay({
      countryCode: 'DE',
      cityId: 'berlin',
      earners: [52000, 35000],
      adults: 2,
      children: 2,
    });
    expect(a.netMonthly.value).toBeCloseTo(h.netPay / 12, 1);
    expect(a.childBenefitsMonthly!.value).toBeCloseTo(2 * 255, 1);
    // Child benefits cite their own rules and year, not the income tax's (issue 15).
    expect(a.childBenefitsMonthly).toMatchObject({ source: h.childBenefitSource.source, year: 2025 });
    expect(a.childBenefitsMonthly!.source).toMatch(/^Familienkasse/);
    expect(a.netMonthly.source).not.toMatch(/Familienkasse/);
    expect(a.householdIncomeMonthly!.value).toBeCloseTo(
      a.netMonthly.value + a.childBenefitsMonthly!.value,
      1,
    );
    expect(a.moneyLeftMonthly.value).toBeCloseTo(
      a.householdIncomeMonthly!.value - a.rentMonthly.value - a.livingCostsMonthly!.value,
      1,
    );
    expect(a.partnerGrossAnnual!.value).toBe(35000);
    // The landlord screen counts both gross incomes.
    expect(a.checks.dutchLandlordGrossMultiple.multiple).toBeCloseTo(87000 / 12 / a.rentMonthly.value, 1);
  });

  it('a working partner and child benefits raise what a family keeps', () => {
    const utrecht = city('utrecht');
    const shape = { bedrooms: 2, householdScale: 2.1, adults: 2, children: 2 };
    const oneEarner = affordabilityIn(utrecht, eur(50000), shape, data);
    const twoEarners = affordabilityIn(utrecht, eur(50000), shape, data, eur(30000));
    const noKids = affordabilityIn(utrecht, eur(50000), { ...shape, children: 0 }, data);
    expect(twoEarners.moneyLeftMonthly.value).toBeGreaterThan(oneEarner.moneyLeftMonthly.value + 1000);
    expect(oneEarner.childBenefitsMonthly!.value).toBeGreaterThan(noKids.childBenefitsMonthly!.value);
  });

  it('warns where money left is negative or rent passes 40% of net income', () => {
    const zurich = city('zurich');
    const poor = affordabilityIn(
      zurich,
      money(30000, 'CHF', 'estimate', 'test', 2024),
      { bedrooms: 4, householdScale: 2.7 },
      data,
    );
    expect(poor.moneyLeftMonthly.value).toBeLessThan(0);
    expect(poor.warnings).toContain('money-left-negative');
    expect(poor.warnings).toContain('rent-over-40');
    const fine = affordabilityIn(
      zurich,
      money(200000, 'CHF', 'estimate', 'test', 2024),
      { bedrooms: 1, householdScale: 1 },
      data,
    );
    expect(fine.warnings).toEqual([]);
  });

  it("a working partner without an amount earns 67% of the main earner's pay; an answered amount is converted", () => {
    const london = city('london');
    const main = money(60000, 'GBP', 'estimate', 'test', 2024);
    expect(partnerGrossIn(london, main, { partnerWorks: false, currency: 'EUR' }, data)).toBeUndefined();
    expect(partnerGrossIn(london, main, { partnerWorks: true, currency: 'EUR' }, data)!.value).toBeCloseTo(
      60000 * PARTNER_DEFAULT_SHARE,
      2,
    );
    const answered = partnerGrossIn(
      london,
      main,
      { partnerWorks: true, partnerIncomeAnnual: 40000, currency: 'EUR' },
      data,
    )!;
    expect(answered.currency).toBe('GBP');
    // No home country known (a euro earner without a location): converted at ECB rates.
    expect(answered.value).toBeCloseTo(40000 * data.rates.GBP!.perEuro, 0);
  });

  it('an answered partner pay is kept at home and carried abroad by the ratio of typical pay (decision 0051)', () => {
    const main = (c: string) => money(60000, c, 'estimate', 'test', 2024);
    const partner = { partnerWorks: true, partnerIncomeAnnual: 40000, currency: 'EUR', homeCountry: 'NL' };
    // At home: the amount as given.
    const utrecht = partnerGrossIn(city('utrecht'), main('EUR'), partner, data)!;
    expect(utrecht.value).toBe(40000);
    // Another euro country with lower pay: less than the amount, although no currency changes.
    const ratio = (to: string) => countryPayLevelEur(to, data)! / countryPayLevelEur('NL', data)!;
    const lisbon = partnerGrossIn(city('lisbon'), main('EUR'), partner, data)!;
    expect(ratio('PT')).toBeLessThan(0.8);
    expect(lisbon.value).toBeCloseTo(40000 * ratio('PT'), 0);
    expect(lisbon.basis).toBe('estimate');
    expect(lisbon.source).toMatch(/carried to PT by the ratio of typical pay/);
    // Switzerland pays more: the answer at the exchange rate, not a Swiss pay level the person never gave
    // (decision 0214, walk W403).
    const zurich = partnerGrossIn(city('zurich'), main('CHF'), partner, data)!;
    expect(ratio('CH')).toBeGreaterThan(1.2);
    expect(zurich.currency).toBe('CHF');
    expect(zurich.value).toBeCloseTo(40000 * data.rates.CHF!.perEuro, 0);
    expect(zurich.basis).toBe('derived'); // the answer, converted at the ECB rate
    expect(zurich.source).toMatch(/kept at the exchange rate in CH \(typical pay there is \d+% of it/);
  });

  it('walk W403: a partner earning PLN 108,000 in Kraków is not carried to Munich at 2.9 times that (decision 0214)', () => {
    const main = (c: string) => money(60000, c, 'estimate', 'test', 2024);
    const partner = { partnerWorks: true, partnerIncomeAnnual: 108_000, currency: 'PLN', homeCountry: 'PL' };
    const krakow = partnerGrossIn(city('krakow'), main('PLN'), partner, data)!;
    expect(krakow.value).toBe(108_000);
    const munich = partnerGrossIn(city('munich'), main('EUR'), partner, data)!;
    const atRate = 108_000 / data.rates.PLN!.perEuro;
    // Before 0214 the answer went abroad x the ratio of typical pay (DE/PL, well above 2).
    expect(countryPayLevelEur('DE', data)! / countryPayLevelEur('PL', data)!).toBeGreaterThan(2);
    expect(munich.value).toBeCloseTo(atRate, 0);
    expect(munich.value).toBeLessThan(30_000);
    // Never above the answer at the exchange rate, in any city abroad; scaled down only where pay is lower.
    for (const c of data.cities) {
      if (c.country === 'PL') continue;
      const there = partnerGrossIn(c, main(c.currency), partner, data)!;
      const converted =
        (108_000 / data.rates.PLN!.perEuro) * (c.currency === 'EUR' ? 1 : data.rates[c.currency]!.perEuro);
      expect(there.value, c.id).toBeLessThanOrEqual(converted + 1);
      expect(there.basis, c.id).toBe(there.value < converted - 1 ? 'estimate' : 'derived');
    }
  });

  it('the home country: where the person lives, else the one country paying in their currency', () => {
    const base = {
      skills: [],
      careerGoals: [],
      workEnergy: [],
      userType: 'professional',
      familyStatus: 'couple',
      childrenCount: 0,
      partnerWorks: true,
      partnerIncome: 30000,
      salaryRange: 50000,
      timeframe: 'annual',
      learningHoursPerWeek: 5,
      locale: 'en',
    } as const;
    const person = (extra: object) =>
      derivePerson({ ...base, ...extra } as unknown as Parameters<typeof derivePerson>[0], data);
    expect(person({ currency: 'GBP' }).homeCountry).toBe('GB');
    expect(person({ currency: 'EUR' }).homeCountry).toBeUndefined();
    expect(
      person({
        currency: 'EUR',
        detectedLocation: { latitude: 52.09, longitude: 5.12, countryCode: 'NL', city: 'Utrecht' },
      }).homeCountry,
    ).toBe('NL');
  });
});

describe('composite figures say the years of their inputs (decision 0092)', () => {
  it('money left spans its oldest and newest input, never the oldest year alone', () => {
    const berlin = city('berlin');
    const a = affordabilityIn(
      berlin,
      money(52000, 'EUR', 'estimate', 'test pay', 2022, 'per year, gross'),
      { bedrooms: 1, householdScale: 1, adults: 1, children: 0 },
      data,
    );
    const inputs = [a.netMonthly, a.rentMonthly, a.livingCostsMonthly!, a.grossAnnual];
    const oldest = Math.min(...inputs.map((f) => f.year));
    const newest = Math.max(...inputs.map((f) => f.yearTo ?? f.year));
    expect(newest).toBeGreaterThan(oldest);
    expect(a.moneyLeftMonthly.year).toBe(oldest);
    expect(a.moneyLeftMonthly.yearTo).toBe(newest);
    // Net pay: the tax rules of a later year applied to the 2022 pay.
    expect(a.netMonthly.year).toBe(2022);
    expect(a.netMonthly.yearTo).toBeGreaterThan(2022);
    expect(formatFigureYears(a.moneyLeftMonthly, 'en')).toBe(`inputs ${oldest}–${newest}`);
    expect(formatFigureYears(a.moneyLeftMonthly, 'nl')).toBe(`gegevens ${oldest}–${newest}`);
  });

  it('a figure of one year keeps its year; a conversion spans the pay and the rate', () => {
    expect(yearSpan({ year: 2024 }, { year: 2024 })).toEqual({ year: 2024 });
    expect(yearSpan({ year: 2023, yearTo: 2025 }, { year: 2024 })).toEqual({ year: 2023, yearTo: 2025 });
    expect(formatFigureYears({ year: 2024 }, 'nl')).toBe('2024');
    const pay = money(60000, 'EUR', 'official', 'test pay', 2025);
    const inPounds = convert(pay, 'GBP', data.rates);
    const rate = data.rates.GBP!;
    expect(inPounds.year).toBe(Math.min(2025, rate.year));
    expect(inPounds.yearTo ?? inPounds.year).toBe(Math.max(2025, rate.year));
    // The euro's own entry (no year of its own) never stretches the span.
    expect(convert(money(1, 'GBP', 'official', 'x', rate.year), 'EUR', data.rates).yearTo).toBeUndefined();
  });
});

describe('the analysis uses the household model', () => {
  const answers = {
    userType: 'professional',
    whatMatters: ['finding-job'],
    skills: ['Patient care', 'Nursing', 'Medication administration'],
    educationBackground: { level: 'bachelors' },
    experienceLevel: 'mid',
    workEnergy: ['people'],
    careerGoals: ['technical-mastery'],
    locationPreferences: ['urban'],
    industries: ['healthcare'],
    lifestyleValues: ['culture', 'growth', 'affordability'],
    familyStatus: 'family',
    childrenCount: 2,
    partnerWorks: true,
    partnerIncome: 30000,
    currency: 'EUR',
    timeline: '1-3-years',
  } as const;

  it('a family with a working partner: both incomes, child benefits, living costs of four', async () => {
    const { mapAnswersToRequest } = await import('../contracts/analysis-request');
    const { runAnalysis } = await import('./run');
    const mapped = mapAnswersToRequest(answers);
    if (!mapped.ok) throw new Error(mapped.code);
    const result = runAnalysis(mapped.request, { now: new Date('2026-03-01T00:00:00Z'), datasets: data });
    const berlin = result.affordability.find((a) => a.cityId === 'berlin')!;
    expect(berlin.partnerGrossAnnual!.value).toBe(30000);
    expect(berlin.childBenefitsMonthly!.value).toBeCloseTo(510, 0);
    expect(berlin.bedrooms).toBe(2);
    const withoutPartner = runAnalysis(
      { ...mapped.request, partnerWorks: false },
      { now: new Date('2026-03-01T00:00:00Z'), datasets: data },
    ).affordability.find((a) => a.cityId === 'berlin')!;
    expect(withoutPartner.partnerGrossAnnual).toBeUndefined();
    expect(berlin.moneyLeftMonthly.value).toBeGreaterThan(withoutPartner.moneyLeftMonthly.value);
  });

  it('a single parent (one adult with children): one income, the single-parent rules, living costs by the scale', async () => {
    const { mapAnswersToRequest } = await import('../contracts/analysis-request');
    const { runAnalysis } = await import('./run');
    const { derivePerson } = await import('./profile');
    // A partner answered earlier and then "single parent" chosen: the partner is not counted.
    const mapped = mapAnswersToRequest({ ...answers, familyStatus: 'single-parent', childrenCount: 2 });
    if (!mapped.ok) throw new Error(mapped.code);
    const person = derivePerson(mapped.request, data);
    expect(person).toMatchObject({ adults: 1, children: 2, bedrooms: 2, partnerWorks: false });
    expect(person.householdScale).toBeCloseTo(1 + 2 * 0.3, 5);
    const result = runAnalysis(mapped.request, { now: new Date('2026-03-01T00:00:00Z'), datasets: data });
    const berlin = result.affordability.find((a) => a.cityId === 'berlin')!;
    expect(berlin.partnerGrossAnnual).toBeUndefined();
    expect(berlin.childBenefitsMonthly!.value).toBeCloseTo(510, 0);
    // Taxed as a single parent: the Entlastungsbetrag, so more net pay than a single person at the same gross.
    const h = householdNetPay({
      countryCode: 'DE',
      cityId: 'berlin',
      earners: [berlin.grossAnnual.value],
      adults: 1,
      children: 2,
    });
    const alone = householdNetPay({
      countryCode: 'DE',
      cityId: 'berlin',
      earners: [berlin.grossAnnual.value],
      adults: 1,
      children: 0,
    });
    expect(berlin.netMonthly.value).toBeCloseTo(h.netPay / 12, 1);
    expect(h.netPay).toBeGreaterThan(alone.netPay + 1000);
    // One adult's costs x the spending of the household's income quintile over the mean x the scale (decision 0135).
    const q = livingQuintile(
      city('berlin'),
      1.6,
      { netMonthly: berlin.householdIncomeMonthly!.value, grossAnnual: berlin.grossAnnual.value },
      countryLivingCost(city('berlin'), data),
    )!;
    expect(berlin.livingCostsMonthly!.value).toBeCloseTo(
      city('berlin').livingCostMonthly.value * Math.min(1, q.ratio) * 1.6,
      1,
    );
    expect(result.predictions['0-3'].lifestyle.familyStatus).toBe('single-parent');
  });
});
