import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../contracts/analysis-result';
import { PREDICTION_TIMEFRAMES } from '../contracts/enums';
import { emptyAnswers } from '../contracts/onboarding';
import { predictionAffordability } from '../rules/comparison';
import { bundledEngineData } from './bundled';
import { cityFitForAnswers } from './hubs';
import { analyse, personMaker, seniorDeveloperBerlin } from './test-people';

/**
 * Decision 0153 (walk W18, W16, W23, W10): the level a person's years support, a changer's money in the new role, the
 * top of a path said in the row, and a scaled pay that is not printed to the euro. The people are answers as the wizard
 * stores them, sent through mapAnswersToRequest (the request the web app builds) and the engine's public entry.
 */
const base = emptyAnswers();
const person = personMaker();
const steps = (r: AnalysisResult) => PREDICTION_TIMEFRAMES.map((t) => r.predictions[t].career);

/** Walk persona 6: a Polish Starter developer in Warsaw, graduated 2024, PLN 9,000 a month; Munich and Copenhagen. */
const pole = person({
  userType: 'professional',
  personalInfo: { location: 'Warsaw, Poland' },
  skills: ['Java', 'TypeScript', 'SQL', 'Cloud Computing'],
  educationBackground: {
    ...base.educationBackground,
    level: 'bachelors',
    fieldOfStudy: 'Computer Science',
    graduationYear: '2024',
  },
  experienceLevel: 'entry',
  industries: ['technology'],
  currency: 'PLN',
  timeframe: 'monthly',
  salaryRange: 9_000,
  currentPay: { amount: 9_000, timeframe: 'monthly', currency: 'PLN' },
  preferredCities: ['munich', 'copenhagen'],
});

/** Walk persona 4: a Dutch retail manager of 40 in Rotterdam, EUR 52,000, changing to software development. */
const changer = person({
  userType: 'career-changer',
  careerStatus: 'changing',
  personalInfo: { location: 'Rotterdam, Nederland' },
  skills: ['JavaScript', 'HTML', 'CSS', 'React', 'Leadership', 'Customer Service'],
  educationBackground: { ...base.educationBackground, level: 'associates', fieldOfStudy: 'Retailmanagement' },
  experienceLevel: 'senior',
  careerGoalsText: 'Ik wil softwareontwikkelaar worden',
  industries: ['technology'],
  currentPay: { amount: 52_000, timeframe: 'annual', currency: 'EUR' },
  familyStatus: 'family',
  childrenCount: 2,
});

describe('decision 0153: a Starter is not predicted senior from their pay (walk W18)', () => {
  it('the Polish Starter on PLN 9,000 a month is at most junior in years 0-3, and no manager before mid', () => {
    const r = analyse(pole, { locale: 'nl' });
    const path = steps(r);
    // Was: Backend Developer senior -> Engineering Manager senior -> Cloud Architect senior.
    expect(['entry', 'junior']).toContain(path[0]!.level);
    expect(path[1]!.level).not.toBe('senior');
    expect(path.map((s) => s.roleId)).not.toContain('engineering-manager');
    expect(r.careerPath[0]!.title).not.toMatch(/senior/i);
  });

  it("abroad his pay counts at most the role's typical pay for his level there, never his Polish premium on top", () => {
    const r = analyse(pole);
    expect(r.ownPayCountry).toBe('PL');
    const data = bundledEngineData();
    const typical = cityFitForAnswers(pole, data).salaryByCity;
    const countryOf = (id: string) => data.cities.find((c) => c.id === id)!.country;
    // In Poland his share (1.26 of Warsaw's junior figure) is carried as decision 0129 has it; abroad at most 1.
    // Decision 0211 (W415): abroad the pay is the role's typical pay there ('role'), no longer called 'scaled'.
    const abroad = r.affordability.filter((a) => a.payOrigin !== 'current' && countryOf(a.cityId) !== 'PL');
    expect(abroad.length).toBeGreaterThan(0);
    for (const a of abroad)
      expect(a.grossAnnual.value, a.cityId).toBeLessThanOrEqual(typical.get(a.cityId)!.value + 250);
    const copenhagen = r.affordability.find((a) => a.cityId === 'copenhagen');
    // Was DKK 724,535 (1.26 x Warsaw's senior-share carried over); now at most the junior figure, to the nearest 500.
    if (copenhagen) {
      expect(copenhagen.grossAnnual.value).toBeLessThan(600_000);
      expect(copenhagen.grossAnnual.value % 500).toBe(0);
      // Decision 0211 (W415): it is the role's typical pay there, cited as such (was a sentence saying so).
      expect(copenhagen.payOrigin).toBe('role');
      expect(copenhagen.grossAnnual.source).toBe(typical.get('copenhagen')!.source);
    }
  });
});

describe("decision 0153: a changer's periods in the new role are on the new role's pay (walk W16)", () => {
  it('no share of the old pay is carried into the developer ladder; the timeline shows the real dip', () => {
    const r = analyse(changer, { locale: 'nl' });
    expect(r.ownPayShare).toBeUndefined();
    for (const t of PREDICTION_TIMEFRAMES) {
      const p = r.predictions[t];
      const afford = predictionAffordability(p, undefined, r.ownPayShare, r.ownPayCountry)!;
      // The period's gross is the role's typical pay at the predicted level, not 52,000 x typical / junior typical.
      expect(afford.grossAnnual.source).not.toMatch(/Your current gross pay/);
      if (p.career.salary.currency === afford.grossAnnual.currency)
        expect(afford.grossAnnual.value).toBe(p.career.salary.value);
    }
    // Elsewhere his money is the new role's pay, not his retail pay scaled.
    expect(r.affordability.filter((a) => a.payOrigin === 'scaled')).toEqual([]);
  });
});

describe('decision 0153: the top of the path is said in the row (walk W23)', () => {
  it('a senior developer in Berlin, three senior steps: the later ones say senior is the highest level of the answers', () => {
    const dev = seniorDeveloperBerlin();
    const en = analyse(dev);
    const nl = analyse(dev, { locale: 'nl' });
    const path = steps(en);
    for (let i = 1; i < path.length; i++) {
      const same = path[i]!.level === path[i - 1]!.level;
      const note = en.careerPath[i]!.notes?.find((n) => n.code === 'path.level-top');
      expect(!!note, `step ${i}`).toBe(same);
      if (same) {
        expect(note!.text).toMatch(/senior is the highest level your answers lead to/);
        expect(nl.careerPath[i]!.notes!.find((n) => n.code === 'path.level-top')!.text).toMatch(
          /senior is het hoogste niveau waar je antwoorden toe leiden/,
        );
      }
    }
    expect(path.some((s, i) => i > 0 && s.level === path[i - 1]!.level)).toBe(true);
  });
});

describe('decision 0153: a scaled own pay is rounded (walk W10)', () => {
  it("a Madrid data analyst's pay in another city is a round figure, in the city list and the timeline", () => {
    const r = analyse(
      person({
        userType: 'professional',
        personalInfo: { location: 'Madrid, España' },
        skills: ['SQL', 'Python', 'Data Analysis', 'Data Visualization', 'Excel'],
        educationBackground: { ...base.educationBackground, level: 'bachelors', fieldOfStudy: 'Statistics' },
        experienceLevel: 'mid',
        industries: ['technology'],
        currentPay: { amount: 38_000, timeframe: 'annual', currency: 'EUR' },
      }),
    );
    const scaled = r.affordability.filter((a) => a.payOrigin === 'scaled');
    expect(scaled.length).toBeGreaterThan(0);
    for (const a of scaled) expect(a.grossAnnual.value % 500, a.cityId).toBe(0);
    for (const t of PREDICTION_TIMEFRAMES) {
      const afford = predictionAffordability(r.predictions[t], undefined, r.ownPayShare, r.ownPayCountry)!;
      expect(afford.grossAnnual.value % 500).toBe(0);
    }
  });
});
