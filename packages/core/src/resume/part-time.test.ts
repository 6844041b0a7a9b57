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
