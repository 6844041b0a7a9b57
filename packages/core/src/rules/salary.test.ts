import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES, SALARY_TIMEFRAMES } from '../contracts/enums';
import {
  DEFAULT_SALARY,
  clampSalary,
  convertSalaryChoice,
  formatSalary,
  insightSalaryRange,
  parseSalaryText,
  payAmountText,
  salaryExpectationText,
  typedPayText,
  readTypedPay,
  salarySliderBounds,
  yearlyPayLooksMonthly,
} from './salary';
import { engineConstants } from '../datasets/constants';
import { currentPayYearly } from './dashboard';

const NBSP = '\u00a0';
const currency = fc.constantFrom(...CURRENCIES);
const timeframe = fc.constantFrom(...SALARY_TIMEFRAMES);

describe('salarySliderBounds', () => {
  it("gives EUR the spec's 25000..250000 step 2500 a year, and bounds per month and hour (decision 0016)", () => {
    expect(salarySliderBounds('EUR', 'annual')).toEqual({ min: 25000, max: 250000, step: 2500 });
    expect(salarySliderBounds('EUR', 'monthly')).toEqual({ min: 2000, max: 20000, step: 250 });
    expect(salarySliderBounds('EUR', 'hourly')).toEqual({ min: 12, max: 130, step: 1 });
    // A nurse's 3,400 a month and 28 an hour can be entered.
    expect(clampSalary(3400, 'EUR', 'monthly')).toBe(3500);
    expect(clampSalary(3250, 'EUR', 'monthly')).toBe(3250);
    expect(clampSalary(28, 'EUR', 'hourly')).toBe(28);
  });

  it('gives other currencies their bounds by timeframe', () => {
    for (const cur of ['USD', 'GBP', 'CAD', 'AUD'] as const) {
      expect(salarySliderBounds(cur, 'annual')).toEqual({ min: 30000, max: 300000, step: 5000 });
      expect(salarySliderBounds(cur, 'monthly')).toEqual({ min: 2500, max: 25000, step: 500 });
      expect(salarySliderBounds(cur, 'hourly')).toEqual({ min: 15, max: 150, step: 5 });
    }
  });

  it('carries the EUR bounds to the other currencies of the cities at the ECB rate (decision 0062)', () => {
    expect(salarySliderBounds('PLN', 'annual')).toEqual({ min: 40000, max: 1080000, step: 10000 });
    expect(salarySliderBounds('CZK', 'monthly')).toEqual({ min: 20000, max: 500000, step: 5000 });
    expect(salarySliderBounds('SEK', 'monthly')).toEqual({ min: 10000, max: 227500, step: 2500 });
    for (const cur of ['CHF', 'DKK', 'SEK', 'NOK', 'PLN', 'CZK', 'SGD'] as const)
      for (const tf of SALARY_TIMEFRAMES) {
        const { min, max, step } = salarySliderBounds(cur, tf);
        // Whole steps, and the EUR range at the rate lies within (the lower end reaches lower, to hold Polish pay).
        expect(min % step).toBe(0);
        expect(max % step).toBe(0);
        const eur = salarySliderBounds('EUR', tf);
        const rate = convertSalaryChoice(
          { amount: eur.max, currency: 'EUR', timeframe: tf },
          { currency: cur, timeframe: tf },
        );
        expect(Math.abs(rate.exact - max)).toBeLessThanOrEqual(step / 2);
        expect(min).toBeLessThan(rate.exact / 10);
      }
  });

  it('defaults to 45000', () => {
    expect(DEFAULT_SALARY).toBe(45000);
    expect(clampSalary(DEFAULT_SALARY, 'EUR', 'annual')).toBe(45000);
    expect(clampSalary(DEFAULT_SALARY, 'USD', 'annual')).toBe(45000);
  });
});

describe('convertSalaryChoice', () => {
  it('converts the period instead of clamping: 45,000 a year is 3,750 a month and 21.63 an hour', () => {
    const monthly = convertSalaryChoice(
      { amount: 45000, currency: 'EUR', timeframe: 'annual' },
      { currency: 'EUR', timeframe: 'monthly' },
    );
    expect(monthly).toEqual({ amount: 3750, exact: 3750, clamped: false, snapped: false, rate: null });
    const hourly = convertSalaryChoice(
      { amount: 45000, currency: 'EUR', timeframe: 'annual' },
      { currency: 'EUR', timeframe: 'hourly' },
    );
    expect(hourly.exact).toBeCloseTo(21.63, 2);
    expect(hourly.amount).toBe(22);
  });

  it('converts the currency at the bundled ECB rate and names it', () => {
    const usd = convertSalaryChoice(
      { amount: 45000, currency: 'EUR', timeframe: 'annual' },
      { currency: 'USD', timeframe: 'annual' },
    );
    expect(usd.exact).toBeCloseTo(45000 * engineConstants.exchangeRates.perEuro.USD!, 6);
    expect(usd.rate).toEqual({
      source: engineConstants.exchangeRates.source,
      year: engineConstants.exchangeRates.year,
    });
    const back = convertSalaryChoice(
      { amount: usd.exact, currency: 'USD', timeframe: 'annual' },
      { currency: 'EUR', timeframe: 'annual' },
    );
    expect(back.exact).toBeCloseTo(45000, 6);
  });

  it.each([
    // home, a month of EUR 3,500 as a year (decision 0077: the payslip month, as the current pay's; was x 12 everywhere)
    ['NL', 45360],
    ['PT', 49000],
    ['ES', 49000],
    ['AT', 49000],
    ['IT', 45500],
    ['DE', 42000],
    [undefined, 42000],
  ] as const)(
    'a month is the payslip month of home (%s): EUR 3,500 a month is EUR %i a year',
    (home, yearly) => {
      const year = convertSalaryChoice(
        { amount: 3500, currency: 'EUR', timeframe: 'monthly' },
        { currency: 'EUR', timeframe: 'annual' },
        home,
      );
      expect(year.exact).toBeCloseTo(yearly, 6);
      // The one rule: the same year the engine reads for a current pay of that month.
      expect(year.exact).toBeCloseTo(currentPayYearly(3500, 'monthly', home), 6);
      // And back: the year is that month again.
      const back = convertSalaryChoice(
        { amount: year.exact, currency: 'EUR', timeframe: 'annual' },
        { currency: 'EUR', timeframe: 'monthly' },
        home,
      );
      expect(back.exact).toBeCloseTo(3500, 6);
    },
  );

  it('says when the converted amount had to be brought onto the slider', () => {
    const low = convertSalaryChoice(
      { amount: 2000, currency: 'EUR', timeframe: 'monthly' },
      { currency: 'EUR', timeframe: 'annual' },
    );
    expect(low).toMatchObject({ exact: 24000, amount: 25000, clamped: true });
  });
});

describe('clampSalary', () => {
  it('clamps when the currency or timeframe changes', () => {
    expect(clampSalary(45000, 'USD', 'hourly')).toBe(150);
    expect(clampSalary(45000, 'GBP', 'monthly')).toBe(25000);
    expect(clampSalary(20, 'USD', 'annual')).toBe(30000);
    expect(clampSalary(150, 'EUR', 'hourly')).toBe(130);
    expect(clampSalary(300000, 'EUR', 'annual')).toBe(250000);
    expect(clampSalary(25000, 'EUR', 'annual')).toBe(25000);
    expect(clampSalary(250000, 'EUR', 'annual')).toBe(250000);
  });

  it('snaps to the step', () => {
    expect(clampSalary(46000, 'EUR', 'annual')).toBe(45000);
    expect(clampSalary(46300, 'EUR', 'annual')).toBe(47500);
    expect(clampSalary(17, 'AUD', 'hourly')).toBe(15);
    expect(clampSalary(18, 'AUD', 'hourly')).toBe(20);
  });

  it('turns a non-number into the default', () => {
    expect(clampSalary(Number.NaN, 'EUR', 'annual')).toBe(45000);
    expect(clampSalary(Number.NaN, 'USD', 'monthly')).toBe(25000);
  });

  it('always lands on the slider (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), currency, timeframe, (value, cur, tf) => {
        const { min, max, step } = salarySliderBounds(cur, tf);
        const v = clampSalary(value, cur, tf);
        expect(v).toBeGreaterThanOrEqual(min);
        expect(v).toBeLessThanOrEqual(max);
        expect(Number.isInteger((v - min) / step) || v === max).toBe(true);
        expect(clampSalary(v, cur, tf)).toBe(v);
      }),
    );
  });

  it('is monotonic (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400000 }),
        fc.integer({ min: 0, max: 400000 }),
        currency,
        timeframe,
        (a, b, cur, tf) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(clampSalary(lo, cur, tf)).toBeLessThanOrEqual(clampSalary(hi, cur, tf));
        },
      ),
    );
  });
});

describe('formatSalary', () => {
  it('formats without decimals with the currency symbol (en)', () => {
    expect(formatSalary(45000, 'EUR', 'annual', 'en')).toBe('€45,000');
    expect(formatSalary(45000.7, 'USD', 'annual', 'en')).toBe('$45,001');
    expect(formatSalary(4000, 'GBP', 'monthly', 'en')).toBe('£4,000');
    expect(formatSalary(30000, 'CAD', 'annual', 'en')).toBe('CA$30,000');
    expect(formatSalary(30000, 'AUD', 'annual', 'en')).toBe('A$30,000');
  });

  it("adds '/hour' for hourly", () => {
    expect(formatSalary(25, 'USD', 'hourly', 'en')).toBe('$25/hour');
    expect(formatSalary(25000, 'EUR', 'hourly', 'en')).toBe('€25,000/hour');
    expect(formatSalary(25, 'EUR', 'hourly', 'nl')).toBe(`€${NBSP}25/uur`);
  });

  it('formats Dutch style in nl', () => {
    expect(formatSalary(45000, 'EUR', 'annual', 'nl')).toBe(`€${NBSP}45.000`);
  });

  it('keeps the cents of an hourly wage (walk W416: EUR 14.35 an hour was shown as €14/hour)', () => {
    expect(formatSalary(14.35, 'EUR', 'hourly', 'en')).toBe('€14.35/hour');
    expect(formatSalary(14.35, 'EUR', 'hourly', 'nl')).toBe(`€${NBSP}14,35/uur`);
    expect(formatSalary(14.5, 'EUR', 'hourly', 'nl')).toBe(`€${NBSP}14,50/uur`);
    expect(salaryExpectationText(14.35, 'EUR', 'hourly', 'nl')).toBe(`€${NBSP}14,35/uur`);
    expect(payAmountText(14.35, 'EUR', 'hourly', 'en')).toBe('€14.35');
    expect(payAmountText(2400.5, 'EUR', 'monthly', 'en')).toBe('€2,401');
  });

  it('writes a typed pay back the way the language types it (walk W413)', () => {
    expect(typedPayText(14.35, 'nl')).toBe('14,35');
    expect(typedPayText(14.35, 'en')).toBe('14.35');
    expect(typedPayText(45000, 'nl')).toBe('45000');
    expect(typedPayText(14.5, 'nl')).toBe('14,50');
    for (const loc of ['en', 'nl'] as const) {
      expect(readTypedPay(typedPayText(14.35, loc))).toEqual({ amount: 14.35 });
      expect(readTypedPay(typedPayText(45000, loc))).toEqual({ amount: 45000 });
    }
  });

  it('shows decimals only for an hourly wage with cents (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        currency,
        timeframe,
        fc.constantFrom('en', 'nl' as const),
        (v, cur, tf, loc) => {
          const text = formatSalary(v, cur, tf, loc);
          const decimal = loc === 'en' ? '.' : ',';
          expect(text.includes(decimal)).toBe(tf === 'hourly' && Math.round(v * 100) % 100 !== 0);
          expect(text.endsWith(loc === 'en' ? '/hour' : '/uur')).toBe(tf === 'hourly');
        },
      ),
    );
  });
});

describe('salaryExpectationText', () => {
  it('combines the amount and the timeframe', () => {
    expect(salaryExpectationText(45000, 'EUR', 'annual', 'en')).toBe('€45,000 per year');
    expect(salaryExpectationText(4000, 'EUR', 'monthly', 'nl')).toBe(`€${NBSP}4.000 per maand`);
    expect(salaryExpectationText(30, 'GBP', 'hourly', 'en')).toBe('£30/hour');
  });
});

describe('parseSalaryText', () => {
  it('strips to digits, 75000 when empty', () => {
    expect(parseSalaryText('€ 52.500')).toBe(52500);
    expect(parseSalaryText('45,000 per year')).toBe(45000);
    expect(parseSalaryText('')).toBe(75000);
    expect(parseSalaryText('   ')).toBe(75000);
    expect(parseSalaryText('negotiable')).toBe(75000);
    expect(parseSalaryText(null)).toBe(75000);
    expect(parseSalaryText(undefined)).toBe(75000);
    expect(parseSalaryText('0')).toBe(0);
  });

  it('gives the number of the digits it keeps (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.string({ unit: fc.constantFrom('€', ' ', ',', '.', 'k', '$') }),
        (n, noise) => {
          expect(parseSalaryText(`${noise}${n}${noise}`)).toBe(n);
        },
      ),
    );
  });
});

describe('insightSalaryRange', () => {
  it('is 90% to 120% of the expectation', () => {
    expect(insightSalaryRange(50000)).toEqual({ low: 45000, high: 60000 });
    expect(insightSalaryRange(75000)).toEqual({ low: 67500, high: 90000 });
    expect(insightSalaryRange(0)).toEqual({ low: 0, high: 0 });
  });

  it('brackets the expectation (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (e) => {
        const { low, high } = insightSalaryRange(e);
        expect(low).toBeLessThanOrEqual(e);
        expect(high).toBeGreaterThanOrEqual(e);
        expect(Math.abs(low - e * 0.9)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(high - e * 1.2)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('a yearly current pay that looks like a month (walk finding)', () => {
  it('asks below EUR 8,000 a year, in any currency at the ECB rate, and never for zero', () => {
    expect(yearlyPayLooksMonthly(3100, 'EUR')).toBe(true);
    expect(yearlyPayLooksMonthly(7999, 'EUR')).toBe(true);
    expect(yearlyPayLooksMonthly(8000, 'EUR')).toBe(false);
    expect(yearlyPayLooksMonthly(45_600, 'EUR')).toBe(false);
    // A Polish month (7,500 PLN) typed as a year; a Polish minimum-wage year (about 56,000 PLN) is not asked about.
    expect(yearlyPayLooksMonthly(7500, 'PLN')).toBe(true);
    expect(yearlyPayLooksMonthly(56_000, 'PLN')).toBe(false);
    expect(yearlyPayLooksMonthly(0, 'EUR')).toBe(false);
  });
});

describe('readTypedPay: a pay as people type it in English or Dutch (walk W2)', () => {
  it.each([
    ['45.000', 45_000],
    ['45,000', 45_000],
    ['45 000', 45_000],
    ["45'000", 45_000],
    ['€ 45.000', 45_000],
    ['EUR 45.000', 45_000],
    ['1.234.567', 1_234_567],
    ['2.000,50', 2000.5],
    ['2,000.50', 2000.5],
    ['45,5', 45.5],
    ['45.5', 45.5],
    ['3100', 3100],
    ['45000,00', 45_000],
  ])('%s -> %d', (text, amount) => {
    expect(readTypedPay(text)).toEqual({ amount });
  });

  it('is null for an empty field and names what is wrong otherwise', () => {
    expect(readTypedPay('  ')).toBeNull();
    expect(readTypedPay('-500')).toEqual({ problem: 'negative' });
    expect(readTypedPay('€ -500')).toEqual({ problem: 'negative' });
    expect(readTypedPay('5e9')).toEqual({ problem: 'unreadable' });
    expect(readTypedPay('4.5.6')).toEqual({ problem: 'unreadable' });
    expect(readTypedPay('12,3456')).toEqual({ problem: 'unreadable' });
    expect(readTypedPay('45.')).toEqual({ problem: 'unreadable' });
    expect(readTypedPay('abc')).toEqual({ problem: 'unreadable' });
  });
});
