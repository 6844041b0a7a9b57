import { describe, expect, it } from 'vitest';
import { mixedPayStatistics, payStatistic } from './pay-statistic';

// The two sources of walk W118 (decision 0165): Munich from the SES mean of all professionals, Amsterdam from a CBS
// occupation median.
const SES =
  'Eurostat, Structure of Earnings Survey 2022 (earn_ses22_28): mean annual gross earnings of Professionals (ISCO-08 OC2), DE, 73798 EUR';
const CBS =
  'CBS 85517NED, 2022: gross hourly wage of BRC 2014 beroepsklasse 0812 Databank- en netwerkspecialisten, 25th / 50th / 75th percentile 22 / 29.5 / 38 EUR';
const BA =
  'Statistik der Bundesagentur fuer Arbeit, Entgeltatlas 2025: national median monthly gross pay of full-time employees, software developers (Entgeltatlas occupation page 134894), 6301 EUR';

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
