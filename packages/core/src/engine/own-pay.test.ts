import { describe, expect, it } from 'vitest';
import { emptyAnswers } from '../contracts/onboarding';
import { affordabilityIn } from './affordability';
import { bundledEngineData } from './bundled';
import { cityFit } from './city-fit';
import { partnerGrossIn } from './household-money';
import { convertValue } from './money';
import { runAnalysis } from './run';
import { sourceText } from '../text/sources';
import { workingPersonRequest, type PersonPatch } from './test-people';

/**
 * Decision 0089: in the city the person lives in now, money left, rent share and the affordability checks use the pay
 * they gave (their own situation), not the predicted role's typical pay; every other city keeps the role's pay.
 */
const data = bundledEngineData();
const NOW = new Date('2026-11-27T00:00:00Z');

/** Jonas, a senior engineer in Munich: what these tests change is his pay, and sometimes where he lives. */
const requestOf = (extra: PersonPatch) =>
  workingPersonRequest(
    {
      skills: ['Python', 'TypeScript', 'Cloud computing'],
      educationBackground: { ...emptyAnswers().educationBackground, level: 'masters' },
      experienceLevel: 'senior',
      careerGoals: ['technical-mastery'],
      locationPreferences: ['current'],
      industries: ['technology'],
      ...extra,
      personalInfo: { firstName: 'Jonas', lastName: 'Weber', ...extra.personalInfo },
    },
    { email: 'jonas@example.de', location: 'München, Deutschland' },
  );

describe('money where you live now comes from your own pay', () => {
  // The walk of decision 0087: a Munich engineer who earns EUR 95,000; the predicted role pays 114,500 there.
  const munichEngineer = requestOf({ currentPay: { amount: 95_000, timeframe: 'annual', currency: 'EUR' } });

  it('a Munich engineer earning EUR 95,000: money left in Munich is computed on 95,000, not the role pay', () => {
    const result = runAnalysis(munichEngineer, { now: NOW, datasets: data });
    const munich = result.affordability.find((a) => a.cityId === 'munich')!;
    expect(munich.payOrigin).toBe('current');
    expect(munich.grossAnnual.value).toBe(95_000);
    expect(munich.grossAnnual.currency).toBe('EUR');
    expect(munich.grossAnnual.basis).toBe('reported');
    expect(munich.grossAnnual.source).toBe('Your answer: your current gross pay');

    // The same household model on the role's pay gives more money left: the old figure, not this person's.
    const role = cityFit(munichEngineer, data, { now: NOW }).salaryByCity.get('munich')!;
    // Senior: the Entgeltatlas developers' median, the closest official occupation, x Munich's ratio (decision 0165)
    // = 101,028, kept within the 96,600 the Entgeltatlas can report (walk W402), x 1.25 for senior = 120,625 (walk
    // W504; 96,500 when the cap was put on the senior figure itself, 126,500 before that).
    expect(role.value).toBe(120_500);
    const city = data.cities.find((c) => c.id === 'munich')!;
    const person = cityFit(munichEngineer, data, { now: NOW }).person;
    const onRole = affordabilityIn(city, role, person, data, partnerGrossIn(city, role, person, data));
    expect(munich.moneyLeftMonthly.value).toBeLessThan(onRole.moneyLeftMonthly.value);
    const onOwn = affordabilityIn(
      city,
      munich.grossAnnual,
      person,
      data,
      partnerGrossIn(city, munich.grossAnnual, person, data),
    );
    expect(munich.moneyLeftMonthly.value).toBeCloseTo(onOwn.moneyLeftMonthly.value, 2);
    expect(munich.rentShareOfNet).toBeCloseTo(onOwn.rentShareOfNet, 6);
    // Net pay from a reported gross under official tax rules is derived, not reported.
    expect(munich.netMonthly.basis).not.toBe('reported');
  });

  it('other cities take the own pay scaled by the role pay there over home (decision 0129)', () => {
    const result = runAnalysis(munichEngineer, { now: NOW, datasets: data });
    const salaries = cityFit(munichEngineer, data, { now: NOW }).salaryByCity;
    const share = 95_000 / salaries.get('munich')!.value;
    for (const id of ['berlin', 'zurich', 'amsterdam']) {
      const a = result.affordability.find((x) => x.cityId === id)!;
      expect(a.payOrigin).toBe('scaled');
      // To the nearest 500, as the typical pays are (decision 0153).
      expect(a.grossAnnual.value).toBe(Math.round((share * salaries.get(id)!.value) / 500) * 500);
      expect(a.grossAnnual.currency).toBe(salaries.get(id)!.currency);
      expect(a.grossAnnual.basis).not.toBe('reported');
      expect(a.grossAnnual.source).toContain(`${Math.round(share * 100)}% of the role's typical pay`);
      // One year per source (walk 8): the year of the role pay the source names, not the year of the answer.
      expect(a.grossAnnual.year).toBe(salaries.get(id)!.year);
      expect(sourceText(a.grossAnnual.source, 'nl')).toContain(
        'gangbare salaris voor de rol waar je nu woont',
      );
    }
    expect(result.affordability.filter((a) => a.payOrigin === 'current').map((a) => a.cityId)).toEqual([
      'munich',
    ]);
  });

  it('a Manchester teacher on GBP 38,000 is not told London leaves her more than home on typical pay would (walk 1)', () => {
    const teacher = workingPersonRequest(
      {
        skills: ['Classroom management', 'Lesson planning', 'Teaching'],
        educationBackground: { ...emptyAnswers().educationBackground, level: 'bachelors' },
        experienceLevel: 'mid',
        industries: ['education'],
        careerGoals: ['mentorship'],
        locationPreferences: ['anywhere'],
        currentPay: { amount: 38_000, timeframe: 'annual', currency: 'GBP' },
        consideredCountries: ['GB'],
        currency: 'GBP',
      },
      { location: 'Manchester, United Kingdom' },
    );
    const result = runAnalysis(teacher, { now: NOW, datasets: data });
    const fit = cityFit(teacher, data, { now: NOW });
    const manchester = result.affordability.find((a) => a.cityId === 'manchester')!;
    const london = result.affordability.find((a) => a.cityId === 'london')!;
    expect(manchester.payOrigin).toBe('current');
    expect(manchester.grossAnnual.value).toBe(38_000);
    expect(london.payOrigin).toBe('scaled');
    // London's pay is her own carried by the role's London/Manchester ratio, never the typical London pay.
    const ratio = fit.salaryByCity.get('london')!.value / fit.salaryByCity.get('manchester')!.value;
    expect(london.grossAnnual.value).toBe(Math.round((38_000 * ratio) / 500) * 500);
    expect(london.grossAnnual.value).toBeLessThan(fit.salaryByCity.get('london')!.value);
    // Every UK city on the same basis: each one's pay over its role pay is the same share.
    for (const a of result.affordability.filter((x) => x.currency === 'GBP' && x.cityId !== 'manchester')) {
      expect(a.payOrigin).toBe('scaled');
      // The same share, to the nearest 500 (decision 0153).
      const typical = fit.salaryByCity.get(a.cityId)!.value;
      expect(
        Math.abs(a.grossAnnual.value - (38_000 / fit.salaryByCity.get('manchester')!.value) * typical),
      ).toBeLessThanOrEqual(250);
    }
  });

  it('the city match screen ranks home by the same money left', () => {
    const fit = cityFit(munichEngineer, data, { now: NOW });
    const munich = fit.scored.find((s) => s.city.id === 'munich')!;
    const result = runAnalysis(munichEngineer, { now: NOW, datasets: data });
    expect(munich.extras?.moneyLeftMonthly?.value).toBeCloseTo(
      result.affordability.find((a) => a.cityId === 'munich')!.moneyLeftMonthly.value,
      2,
    );
  });

  it('pay in another currency is converted once into the city currency, and says so', () => {
    const result = runAnalysis(
      requestOf({ currentPay: { amount: 120_000, timeframe: 'annual', currency: 'USD' } }),
      { now: NOW, datasets: data },
    );
    const munich = result.affordability.find((a) => a.cityId === 'munich')!;
    expect(munich.payOrigin).toBe('current');
    expect(munich.grossAnnual.currency).toBe('EUR');
    expect(munich.grossAnnual.value).toBeCloseTo(convertValue(120_000, 'USD', 'EUR', data.rates), 2);
    expect(munich.grossAnnual.source).toContain('converted at ECB reference rates');
  });

  it('a monthly pay is made yearly by the payslip rule of home (a Rotterdam month x 12.96)', () => {
    const result = runAnalysis(
      requestOf({
        currentPay: { amount: 3_500, timeframe: 'monthly', currency: 'EUR' },
        personalInfo: { location: 'Rotterdam, Nederland' },
      }),
      { now: NOW, datasets: data },
    );
    const rotterdam = result.affordability.find((a) => a.cityId === 'rotterdam')!;
    expect(rotterdam.payOrigin).toBe('current');
    expect(rotterdam.grossAnnual.value).toBeCloseTo(3_500 * 12.96, 2);
  });

  it('without a current pay, or without a known home, every city uses the role pay', () => {
    const noPay = runAnalysis(requestOf({}), { now: NOW, datasets: data });
    expect(noPay.affordability.every((a) => a.payOrigin === 'role')).toBe(true);
    const noHome = runAnalysis(
      requestOf({
        currentPay: { amount: 95_000, timeframe: 'annual', currency: 'EUR' },
        personalInfo: { location: '' },
      }),
      { now: NOW, datasets: data },
    );
    expect(noHome.affordability.every((a) => a.payOrigin === 'role')).toBe(true);
  });

  it('the own pay says it in Dutch too', () => {
    expect(sourceText('Your answer: your current gross pay', 'nl')).toBe(
      'jouw antwoord: je huidige bruto salaris',
    );
    expect(
      sourceText('Your answer: your current gross pay in USD, converted at ECB reference rates', 'nl'),
    ).toBe('jouw antwoord: je huidige bruto salaris in USD, omgerekend met de ECB-referentiekoersen');
  });
});

describe('one year per source (decision 0140, walk 8)', () => {
  it("the analysis' scaled pay and the timeline's scaled pay of the same city carry the same year", async () => {
    const { predictionAffordability } = await import('../rules/comparison');
    const engineer = requestOf({ currentPay: { amount: 95_000, timeframe: 'annual', currency: 'EUR' } });
    const result = runAnalysis(engineer, { now: NOW, datasets: data });
    const salaries = cityFit(engineer, data, { now: NOW }).salaryByCity;
    const scaled = result.affordability.filter((a) => a.payOrigin === 'scaled');
    expect(scaled.length).toBeGreaterThan(3);
    for (const a of scaled) {
      const prediction = { career: { salary: salaries.get(a.cityId)! }, location: { cityId: a.cityId } };
      const inTimeline = predictionAffordability(prediction, undefined, result.ownPayShare)!;
      expect(a.grossAnnual.year).toBe(inTimeline.grossAnnual.year);
      expect(a.grossAnnual.year).toBeLessThan(NOW.getUTCFullYear());
    }
  });
});
