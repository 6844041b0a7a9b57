import { describe, expect, it, vi } from 'vitest';
import {
  dateLocaleTag,
  formatDate,
  formatMoney,
  formatNumber,
  formatParam,
  formatPercent,
  rentShareNumber,
  titleInSentence,
  toFormatLocale,
} from './format';

const nbsp = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('the formatting module', () => {
  it('writes numbers the Dutch and the English way', () => {
    expect(formatNumber(1350, 'nl')).toBe('1.350');
    expect(formatNumber(1350, 'en')).toBe('1,350');
    expect(formatNumber(23.8, 'nl', 1)).toBe('23,8');
    expect(formatNumber(Number.NaN, 'nl')).toBe('–');
  });
  it('writes percentages given as 0..100', () => {
    expect(formatPercent(4.9, 'nl')).toBe('4,9%');
    expect(formatPercent(4.9, 'en')).toBe('4.9%');
    expect(formatPercent(-3.25, 'nl')).toBe('-3,3%');
    expect(formatPercent(97, 'nl', 0)).toBe('97%');
  });
  it('writes money with the currency of the figure', () => {
    expect(nbsp(formatMoney(1350, 'EUR', 'nl'))).toBe('€ 1.350');
    expect(formatMoney(1350, 'EUR', 'en')).toBe('€1,350');
    expect(formatMoney(1350.6, 'USD', 'en')).toBe('$1,351');
    expect(nbsp(formatMoney(1350, 'XXX1', 'nl'))).toBe('1.350 XXX1');
  });
  it('writes dates in UTC', () => {
    expect(formatDate('2026-11-24', 'nl')).toBe('24 nov 2026');
    expect(formatDate('2026-11-24', 'en')).toBe('Nov 24, 2026');
    expect(formatDate('not a date', 'nl')).toBe('not a date');
    // The order follows the person's locale (decision 0131).
    expect(formatDate('2026-11-27', 'en', ['en-GB'])).toBe('27 Nov 2026');
    expect(formatDate('2026-11-27', 'en', ['en-US', 'en-GB'])).toBe('Nov 27, 2026');
    expect(formatDate('2026-11-27', 'nl', ['en-GB'])).toBe('27 nov 2026');
    expect(dateLocaleTag('en', ['fr-FR'])).toBe('en-GB');
    expect(dateLocaleTag('en', ['en-IE', 'en-US'])).toBe('en-IE');
  });
  it('formats sentence parameters, except years and text', () => {
    expect(formatParam(2024, 'nl', 'year')).toBe(2024);
    expect(formatParam(2026, 'nl', 'fiscalYear')).toBe(2026);
    expect(formatParam(12345.678, 'nl', 'amount')).toBe('12.345,68');
    expect(formatParam('Keulen', 'nl', 'city')).toBe('Keulen');
  });
  it("writes a sentence's whole numbers below 1000 as Intl does, without making a formatter (decision 0205)", async () => {
    for (const locale of ['en', 'nl'] as const) {
      const intl = new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en', { maximumFractionDigits: 2 });
      for (const value of [0, -0, 1, 6, 42, 999, 1000, 12345, 1.5, -3, 0.25])
        expect(formatParam(value, locale, 'count'), `${locale} ${value}`).toBe(intl.format(value));
    }
    // A fresh module (no formatter kept from the lines above) and no Intl.NumberFormat to be had.
    vi.resetModules();
    const fresh = await import('./format');
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(() => {
      throw new Error('no formatter expected');
    });
    try {
      expect(fresh.formatParam(1, 'nl', 'current')).toBe('1');
      expect(fresh.formatParam(6, 'en', 'total')).toBe('6');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
  it('writes a title inside a Dutch sentence in lower case, except an abbreviation', () => {
    expect(formatParam('Verpleegkundige', 'nl', 'role', 'inSentence')).toBe('verpleegkundige');
    expect(formatParam('Registered Nurse', 'en', 'role', 'inSentence')).toBe('Registered Nurse');
    expect(titleInSentence('AI-onderzoeker', 'nl')).toBe('AI-onderzoeker');
    expect(titleInSentence('ICT-projectmanager', 'nl')).toBe('ICT-projectmanager');
    expect(titleInSentence('Softwareontwikkelaar', 'nl')).toBe('softwareontwikkelaar');
    // Without the format the value passes through as written.
    expect(formatParam('Verpleegkundige', 'nl', 'role')).toBe('Verpleegkundige');
  });
  it('maps language tags to the two interface languages', () => {
    expect(toFormatLocale('nl-BE')).toBe('nl');
    expect(toFormatLocale('en-US')).toBe('en');
    expect(toFormatLocale(undefined)).toBe('en');
  });
});

describe('rentShareNumber (decision 0251)', () => {
  it('keeps the decimals that hold a share off the 30% and 40% lines, whichever limit the screen names', () => {
    // A card naming only the 30% line said "40%" for 40.01% beside "above Eurostat's 40% line".
    expect(rentShareNumber(40.01, [30], 'en')).toBe('40.01');
    expect(rentShareNumber(30.03, [40], 'nl')).toBe('30,03');
    expect(rentShareNumber(29.98, [], 'en')).toBe('29.98');
    expect(rentShareNumber(33.3, [30], 'en')).toBe('33.3');
    expect(rentShareNumber(30, [30], 'en')).toBe('30');
  });
});
