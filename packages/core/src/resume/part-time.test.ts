import { describe, expect, it } from 'vitest';
import { partTimeIn, withoutPartTime } from './part-time';

const share = (text: string) => partTimeIn(text)?.value ?? null;

describe('part-time markers (decision 0085)', () => {
  it('reads the share of a full-time week from FTE, hours, days and percentages', () => {
    expect(share('0.5 FTE')).toBe(0.5);
    expect(share('Deeltijd (0,6 fte); onderbouw havo.')).toBe(0.6);
    expect(share('Part-time post, 20 hrs/week: years 7 to 9.')).toBe(0.5);
    expect(share('Parttime, 24 uur per week')).toBe(0.6);
    expect(share('20 Std./Woche; Lohnbuchhaltung.')).toBe(0.5);
    expect(share('3 dagen per week')).toBe(0.6);
    expect(share('Teilzeit (80 %)')).toBe(0.8);
  });

  it('counts a job marked part-time with no figure as half, with less confidence', () => {
    for (const text of ['part-time', 'Parttime', 'deeltijd', 'Teilzeit', 'tempo parcial', 'temps partiel'])
      expect(partTimeIn(text)).toMatchObject({ value: 0.5, confidence: 0.6 });
  });

  it('reads nothing for full time, a full week of hours, or days a week inside a long sentence', () => {
    expect(partTimeIn('Full-time, 40 hrs/week')).toBeNull();
    expect(partTimeIn('38 uur per week')).toBeNull();
    expect(partTimeIn('1.0 FTE')).toBeNull();
    expect(
      partTimeIn(
        'Led the migration of the billing platform and worked from home 2 days a week with the team',
      ),
    ).toBeNull();
    expect(partTimeIn('Senior Data Analyst')).toBeNull();
  });

  it('takes the marker out of a job title', () => {
    expect(withoutPartTime('English Teacher (part-time)')).toBe('English Teacher');
    expect(withoutPartTime('Steuerfachangestellte (Teilzeit)')).toBe('Steuerfachangestellte');
    expect(withoutPartTime('Part-time English Teacher')).toBe('English Teacher');
    expect(withoutPartTime('English Teacher, part-time')).toBe('English Teacher');
  });
});

describe('hours, days and FTE written other ways (decision 0095)', () => {
  it('reads hours without "a week" beside a part-time word or as a short note', () => {
    expect(share('32 hours')).toBe(0.8);
    expect(share('32 uur')).toBe(0.8);
    expect(share('Parttime 24u')).toBe(0.6);
    expect(share('Part-time role of 16 hours, mostly weekends and the holidays of the school')).toBe(0.4);
    expect(share('Werkweek van 28 uur')).toBe(0.7);
  });

  it('reads a week named by its hours or days', () => {
    expect(share('32-hour week')).toBe(0.8);
    expect(share('24-urige werkweek')).toBe(0.6);
    expect(share('4-day week')).toBe(0.8);
    expect(share('4-daagse werkweek')).toBe(0.8);
    expect(share('Four days a week')).toBe(0.8);
    expect(share('Vier dagen per week')).toBe(0.8);
  });

  it('reads the share against the full-time week the CV names', () => {
    expect(share('32 of 36 uur')).toBe(0.89);
    expect(share('28 out of 35 hours')).toBe(0.8);
    expect(share('30/38 hours')).toBe(0.79);
    expect(partTimeIn('38 of 38 uur')).toBeNull();
  });

  it('reads FTE written after the word', () => {
    expect(share('FTE 0.8')).toBe(0.8);
    expect(share('fte: 0,6')).toBe(0.6);
  });

  it('reads no share from hours in a sentence or a full week', () => {
    expect(partTimeIn('Ran the 24 h service desk for hospitals across the north of the country')).toBeNull();
    expect(partTimeIn('40 hours')).toBeNull();
    expect(partTimeIn('38-urige werkweek')).toBeNull();
    expect(partTimeIn('Completed 120 hours of training')).toBeNull();
  });

  it('takes hours out of a job title', () => {
    expect(withoutPartTime('Verpleegkundige (32 uur)')).toBe('Verpleegkundige');
    expect(withoutPartTime('Data Analyst (0.8 FTE)')).toBe('Data Analyst');
  });
});
