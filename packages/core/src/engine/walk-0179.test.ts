import { describe, expect, it } from 'vitest';
import { bundledEngineData } from './bundled';
import { cityFitForAnswers } from './hubs';
import { analyse, MANCHESTER_CHANGER, personMaker } from './test-people';

/**
 * Decision 0179 (walk W204): a career changer's cities side by side stand on one pay, the new role's. Her home city on
 * the pay of the work she leaves (an accountant's GBP 52,000) beside every other city on a Data Analyst's entry pay
 * made the ranking a comparison of two jobs: Manchester +GBP 1,029 a month, every other city negative.
 */
const person = personMaker();

/** Walk persona 3, with two cities she picked. */
const changer = person({ ...MANCHESTER_CHANGER, preferredCities: ['birmingham', 'bristol'] });

describe('decision 0179: a career changer compares cities, not her old job with her new one (walk W204)', () => {
  const data = bundledEngineData();
  const fit = cityFitForAnswers(changer, data);
  const r = analyse(changer);

  it('every city, her home city too, is on the typical pay of the predicted role there', () => {
    expect(fit.currentPayAside).toBe('changing');
    expect(r.currentPayAside).toBe('changing');
    const manchester = r.affordability.find((a) => a.cityId === 'manchester')!;
    // Was: 'current', GBP 52,000, the only city on her old pay.
    expect(manchester.payOrigin).toBe('role');
    expect(manchester.grossAnnual.value).toBe(fit.salaryByCity.get('manchester')!.value);
    expect(manchester.grossAnnual.value).toBeLessThan(52_000);
    expect(r.affordability.every((a) => a.payOrigin === 'role')).toBe(true);
  });

  it('the wizard card of her home city says the role pay, and no card says "on your current pay"', () => {
    const home = fit.scored.find((s) => s.city.id === 'manchester')!.extras!;
    expect(home.moneyLeftOnCurrentPay).toBeUndefined();
    expect(home.moneyLeftOnRolePay).toBe('changing');
    for (const s of fit.scored) expect(s.extras?.moneyLeftOnCurrentPay, s.city.id).toBeUndefined();
  });

  it('her home city no longer leads the money-left ranking by far on pay basis alone', () => {
    const uk = r.affordability.filter((a) => ['manchester', 'birmingham'].includes(a.cityId));
    const [man, bir] = ['manchester', 'birmingham'].map((id) => uk.find((a) => a.cityId === id)!);
    expect(man && bir).toBeTruthy();
    // Was GBP 1,029 vs -42: a GBP 1,071 gap for two cities with the same price index and pay.
    expect(Math.abs(man!.moneyLeftMonthly.value - bir!.moneyLeftMonthly.value)).toBeLessThan(300);
  });

  it('a professional staying in her role keeps her own pay at home (decision 0089 unchanged)', () => {
    const stays = person({
      ...changer,
      userType: 'professional',
      careerStatus: 'advancing',
      careerGoalsText: '',
    });
    expect(cityFitForAnswers(stays, data).currentPayAside).not.toBe('changing');
  });
});
