import { describe, expect, it } from 'vitest';
import { engineConstants } from '../datasets/constants';
import { readPartnerIncome } from './budget';

const plnPerEuro = engineConstants.exchangeRates.perEuro.PLN!;

describe('the partner income as typed (walks W403/W419, decision 0214)', () => {
  it('reads whole amounts in the common ways of writing them, in the answers currency', () => {
    for (const text of ['42000', '42.000', '42,000', ' 42 000 ', '€ 42.000', 'EUR 42,000', '42000 per year'])
      expect(readPartnerIncome(text, 'EUR'), text).toEqual({
        kind: 'amount',
        amount: 42_000,
        currency: 'EUR',
        typed: { value: 42_000, currency: 'EUR' },
        converted: false,
      });
  });

  it('an amount in another currency is converted at the ECB rate, and says what was typed', () => {
    const r = readPartnerIncome('108 000 PLN', 'EUR');
    expect(r.kind).toBe('amount');
    if (r.kind !== 'amount') return;
    expect(r.typed).toEqual({ value: 108_000, currency: 'PLN' });
    expect(r.converted).toBe(true);
    expect(r.amount).toBe(Math.round(108_000 / plnPerEuro));
    expect(r.amount).toBeLessThan(30_000);
    // The same text in a PLN plan is kept as it is.
    expect(readPartnerIncome('108 000 zł', 'PLN')).toMatchObject({ amount: 108_000, converted: false });
  });

  it('what is not one whole amount is a problem, never read as no amount', () => {
    expect(readPartnerIncome('', 'EUR')).toEqual({ kind: 'empty' });
    expect(readPartnerIncome('   ', 'EUR')).toEqual({ kind: 'empty' });
    for (const text of ['about forty thousand', '-5', '40k', '1e9', '42000 or 45000'])
      expect(readPartnerIncome(text, 'EUR'), text).toEqual({ kind: 'problem', problem: 'unreadable' });
    expect(readPartnerIncome('20000000', 'EUR')).toEqual({ kind: 'problem', problem: 'tooLarge' });
  });

  it('a month is read as a month: 12 of them make the year, in any currency (walk W511)', () => {
    for (const text of [
      '3500 per month',
      '3.500 per maand',
      '€ 3,500 a month',
      '3500/mnd',
      '3500 maandelijks',
    ])
      expect(readPartnerIncome(text, 'EUR'), text).toEqual({
        kind: 'amount',
        amount: 42_000,
        currency: 'EUR',
        typed: { value: 3_500, currency: 'EUR' },
        converted: false,
        perMonth: true,
      });
    const r = readPartnerIncome('PLN 7,000 per month', 'EUR');
    expect(r).toMatchObject({
      kind: 'amount',
      perMonth: true,
      converted: true,
      typed: { value: 7_000, currency: 'PLN' },
    });
    if (r.kind === 'amount') expect(r.amount).toBe(Math.round(84_000 / plnPerEuro));
    // Not a month: no flag, and a word that only looks like one is not read as a month.
    expect(readPartnerIncome('42000', 'EUR')).not.toHaveProperty('perMonth');
    expect(readPartnerIncome('42000 monthly or yearly', 'EUR')).toEqual({
      kind: 'problem',
      problem: 'unreadable',
    });
  });
});
