import { describe, expect, it } from 'vitest';
import { EXCHANGE_RATES } from './exchange-rates';
import { convertValue } from './money';
import { formatMoney } from '../format';
import { marketInsightsText, type MarketInsightsParams } from './text';

const base: MarketInsightsParams = {
  role: 'Registered Nurse',
  growth: 4.9,
  openings: 189100,
  city: 'Amsterdam',
  country: 'NL',
  match: 82,
  grossAnnual: 52000,
  currency: 'EUR',
  bedrooms: 3,
  rentShare: 41.2,
  within30: false,
};

describe('marketInsightsText', () => {
  it('leads with the best match, its pay and rent share when the best city is outside the US (en, nl)', () => {
    const en = marketInsightsText('en', base);
    const nl = marketInsightsText('nl', { ...base, role: 'verpleegkundige' });
    expect(en).toMatch(/^Your best match is Amsterdam \(82%\)/);
    expect(nl).toMatch(/^Je beste match is Amsterdam \(82%\)/);
    for (const text of [en, nl]) {
      expect(text).not.toMatch(/BLS|189[,.]100|4[,.]9%/);
    }
  });

  it("says the person's own current pay as theirs, not as the predicted role's pay (walk 0112)", () => {
    const own = { ...base, city: 'Manchester', country: 'GB', currency: 'GBP', grossAnnual: 48000 };
    const en = marketInsightsText('en', { ...own, role: 'Financial Manager', payIsCurrent: true });
    const nl = marketInsightsText('nl', { ...own, role: 'financieel manager', payIsCurrent: true });
    expect(en).toMatch(/^Your best match is Manchester \(82%\), where you earn £48,000 gross a year now\./);
    expect(nl).toMatch(
      /^Je beste match is Manchester \(82%\), waar je nu £\s48\.000 bruto per jaar verdient\./,
    );
    expect(en).not.toContain('Financial Manager');
    expect(nl).not.toContain('financieel manager');
  });

  it('says a rent share just over 30% as over it, with the decimals every screen uses (audit 0121)', () => {
    const over = { ...base, rentShare: 30.04, within30: false };
    expect(marketInsightsText('en', over)).toContain('takes 30.04% of your net pay, above the 30% guideline');
    expect(marketInsightsText('nl', over)).toContain(
      'is 30,04% van je netto inkomen, boven de 30%-richtlijn',
    );
    // An ordinary share keeps one decimal, as the affordability card, the Future Timeline and the report show it.
    expect(marketInsightsText('en', { ...base, rentShare: 31.94, within30: false })).toContain(
      'takes 31.9% of',
    );
  });

  it('keeps the US BLS projection first for a US best city', () => {
    const us = { ...base, city: 'Boston', country: 'US', currency: 'USD' };
    expect(marketInsightsText('en', us)).toMatch(
      /^Registered Nurse employment is projected to change by 4\.9% \(BLS\), with about 189,100 openings a year\. Your best match is Boston/,
    );
    expect(marketInsightsText('nl', us)).toMatch(
      /^Voor de functie Registered Nurse verwacht het Amerikaanse BLS een groei van de werkgelegenheid van 4,9%, met ongeveer 189\.100 vacatures per jaar\. Je beste match is Boston/,
    );
  });

  it('names the BLS occupation whose projection a role borrows (decision 0130: Data Analyst, data scientists)', () => {
    const us = { ...base, city: 'Austin', country: 'US', currency: 'USD', growth: 33.5, openings: 23400 };
    const en = marketInsightsText('en', { ...us, role: 'Data Analyst', blsOccupation: 'data scientists' });
    const nl = marketInsightsText('nl', { ...us, role: 'data-analist', blsOccupation: 'datawetenschappers' });
    expect(en).toMatch(
      /^Employment of data scientists, the BLS occupation closest to Data Analyst, is projected to change by 33\.5% \(BLS\), with about 23,400 openings a year\./,
    );
    expect(nl).toMatch(
      /^Voor datawetenschappers, het BLS-beroep dat het dichtst bij data-analist ligt, verwacht het Amerikaanse BLS een groei van de werkgelegenheid van 33,5%, met ongeveer 23\.400 vacatures per jaar\./,
    );
    expect(en).not.toContain('Data Analyst employment');
  });

  it("says the pay in the city's currency first, then ≈ the person's own where it differs (decision 0034)", () => {
    const zurich = {
      ...base,
      city: 'Zürich',
      country: 'CH',
      grossAnnual: 98000,
      currency: 'CHF',
      home: 'GBP',
    };
    const gbp = convertValue(98000, 'CHF', 'GBP', EXCHANGE_RATES);
    expect(marketInsightsText('en', zurich)).toContain(
      `you would earn about ${formatMoney(98000, 'CHF', 'en')} ≈ ${formatMoney(gbp, 'GBP', 'en')} gross a year there.`,
    );
    expect(marketInsightsText('nl', zurich)).toContain(
      `ongeveer ${formatMoney(98000, 'CHF', 'nl')} ≈ ${formatMoney(gbp, 'GBP', 'nl')} bruto per jaar.`,
    );
    // One currency where the person's is the city's, or unknown.
    expect(marketInsightsText('en', { ...zurich, home: 'CHF' })).not.toContain('≈');
    expect(marketInsightsText('en', { ...base, home: 'EUR' })).not.toContain('≈');
  });
});
