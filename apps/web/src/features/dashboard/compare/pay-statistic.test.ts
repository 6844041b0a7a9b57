import { describe, expect, it } from 'vitest';
import { figureYears, mixedPayStatistics, mixedYears, payStatistic } from './pay-statistic';

// The two sources of walk W118 (decision 0165): Munich from the SES mean of all professionals, Amsterdam from a CBS
// occupation median.
const SES =
  'Eurostat, Structure of Earnings Survey 2022 (earn_ses22_28): mean annual gross earnings of Professionals (ISCO-08 OC2), DE, 73798 EUR';
const CBS =
  'CBS 85517NED, 2022: gross hourly wage of BRC 2014 beroepsklasse 0812 Databank- en netwerkspecialisten, 25th / 50th / 75th percentile 22 / 29.5 / 38 EUR';
const BA =
  'Statistik der Bundesagentur für Arbeit, Entgeltatlas 2025: national median monthly gross pay of full-time employees, software developers (Entgeltatlas occupation page 134894), 6301 EUR';

describe('payStatistic (decision 0165)', () => {
  it('tells a mean from a median, in English and Dutch', () => {
    expect(payStatistic(SES)).toBe('mean');
    expect(payStatistic(BA)).toBe('median');
    expect(payStatistic(CBS)).toBe('median');
    expect(payStatistic('bruto uurloon, 25e / 50e / 75e percentiel')).toBe('median');
    expect(payStatistic('landelijk mediaan bruto maandloon')).toBe('median');
    expect(payStatistic('gemiddelde bruto jaarverdiensten van specialisten')).toBe('mean');
    expect(payStatistic('Your answer: your current gross pay')).toBeUndefined();
    expect(payStatistic('TdL, TV-L pay scale 2025')).toBeUndefined();
  });

  it('flags a mean against a median, not two medians', () => {
    expect(mixedPayStatistics(SES, BA)).toEqual({ a: 'mean', b: 'median' });
    expect(mixedPayStatistics(BA, SES)).toEqual({ a: 'median', b: 'mean' });
    expect(mixedPayStatistics(SES, CBS)).toEqual({ a: 'mean', b: 'median' });
    expect(mixedPayStatistics(BA, CBS)).toBeUndefined();
    expect(mixedPayStatistics(SES, 'TdL, TV-L pay scale 2025')).toBeUndefined();
  });
});

describe('mixedYears (decision 0176)', () => {
  it("gives both sides' years or periods when they differ", () => {
    expect(mixedYears({ year: 2025, source: BA }, { year: 2022, source: CBS })).toEqual({
      a: '2025',
      b: '2022',
    });
    expect(mixedYears({ year: 2024, yearTo: 2026 }, { year: 2024 })).toEqual({ a: '2024-2026', b: '2024' });
    expect(figureYears({ year: 2024, yearTo: 2024 })).toBe('2024');
  });

  it("says nothing for the same years, a missing side or the person's own answer", () => {
    expect(mixedYears({ year: 2022, source: CBS }, { year: 2022, source: CBS })).toBeUndefined();
    expect(mixedYears({ year: 2022 }, undefined)).toBeUndefined();
    expect(
      mixedYears({ year: 2026, source: 'Your answer: your current gross pay' }, { year: 2022, source: CBS }),
    ).toBeUndefined();
  });
});
