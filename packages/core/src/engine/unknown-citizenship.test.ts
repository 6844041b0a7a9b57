import { describe, expect, it } from 'vitest';
import { moneyLeftList } from '../rules/money-left';
import { bundledEngineData } from './bundled';
import { runAnalysis } from './run';
import { personMaker, requestOf, NOW } from './test-people';

/**
 * Decision 0107 (issue 15, "a person must recognise their own situation"): a Dutch student who left "where do you
 * live" and citizenship empty was matched as if no work permit applied anywhere, with Pittsburgh as best match. With
 * neither answer the right to work is unknown: every city says so, and cities are ranked as for a citizen of an
 * EU/EEA country or Switzerland, so a city that needs a work permit for such a person does not lead the list.
 */
const data = bundledEngineData();
const free = new Set(
  data.cities
    .filter((c) =>
      ['NL', 'DE', 'FR', 'ES', 'IT', 'BE', 'AT', 'SE', 'DK', 'NO', 'CH', 'IE', 'PT', 'PL', 'CZ'].includes(
        c.country,
      ),
    )
    .map((c) => c.id),
);
const student = (patch: Parameters<ReturnType<typeof personMaker>>[0] = {}) =>
  personMaker()({
    userType: 'student',
    skills: ['Python', 'Data analysis', 'Statistics'],
    industries: ['technology'],
    locationPreferences: ['anywhere'],
    ...patch,
  });
const analyse = (answers: ReturnType<typeof student>, locale: 'en' | 'nl' = 'nl') =>
  runAnalysis(requestOf(answers, { locale }), { now: NOW, datasets: data });

describe('neither citizenship nor home: the right to work is unknown, not open everywhere', () => {
  it('the Dutch student is not sent to a city that needs a work permit first, and every city says it is unknown', () => {
    const result = analyse(student());
    const top = result.cityMatches.slice(0, 5);
    expect(top.every((m) => free.has(m.cityId))).toBe(true);
    for (const m of result.cityMatches) expect(m.facts?.workRight?.rankedAs).toBe('eu-eea-ch');
    const pittsburgh = result.cityMatches.find((m) => m.cityId === 'pittsburgh')!;
    expect(pittsburgh.facts?.workRight?.status).toBe('permit');
    expect(pittsburgh.reasons.map((r) => r.code)).toContain('city.caution.permit-unknown');
    expect(pittsburgh.reasons.map((r) => r.code)).not.toContain('city.caution.permit-lottery');
    const amsterdam = result.cityMatches.find((m) => m.cityId === 'amsterdam')!;
    expect(amsterdam.facts?.workRight?.status).toBe('free-movement');
    // Where the household keeps the most lists no city that needs a permit either.
    const { rows } = moneyLeftList(result.cityMatches.slice(0, 12), result.affordability);
    expect(rows.every((r) => free.has(r.entry.cityId))).toBe(true);
  });

  it('an English-speaking walker with neither answer: Melbourne is ranked as needing a permit, not as open', () => {
    // Decision 0107 ranked Amsterdam (83) above Melbourne (80) for this walker; with Dutch pay from CBS's occupation
    // quartiles (decision 0125) Amsterdam's pay no longer carries the US premium that Australian pay still does, and
    // Melbourne leads by a point. What 0107 promises still holds: the permit counts against it, as for an EU citizen.
    const walker = personMaker()({
      userType: 'professional',
      skills: ['Marketing', 'Content strategy'],
      industries: ['media'],
    });
    const result = runAnalysis(requestOf(walker, { locale: 'en' }), { now: NOW, datasets: data });
    const permitFactor = (id: string) =>
      result.cityMatches.find((m) => m.cityId === id)!.breakdown.find((f) => f.factor === 'work-permit')!;
    const melbourne = result.cityMatches.find((m) => m.cityId === 'melbourne')!;
    expect(melbourne.facts?.workRight?.status).toBe('permit');
    expect(melbourne.facts?.workRight?.rankedAs).toBe('eu-eea-ch');
    expect(permitFactor('melbourne').earned).toBeLessThan(permitFactor('melbourne').possible);
    expect(permitFactor('amsterdam').earned).toBe(permitFactor('amsterdam').possible);
  });

  it('an answered citizenship replaces the unknown: a US citizen sees US cities open, a Dutch one Amsterdam', () => {
    const us = analyse(student({ citizenships: ['US'] }));
    const pittsburgh = us.cityMatches.find((m) => m.cityId === 'pittsburgh')!;
    expect(pittsburgh.facts?.workRight?.status).toBe('citizen');
    expect(pittsburgh.facts?.workRight?.rankedAs).toBeUndefined();
    expect(us.cityMatches.slice(0, 5).some((m) => m.country === 'US')).toBe(true);
    const nl = analyse(student({ citizenships: ['NL'] }));
    const amsterdam = nl.cityMatches.find((m) => m.cityId === 'amsterdam')!;
    expect(amsterdam.facts?.workRight?.status).toBe('citizen');
    expect(amsterdam.facts?.workRight?.rankedAs).toBeUndefined();
  });

  it('a home without a citizenship keeps decision 0102: assumed from home, not unknown', () => {
    const result = analyse(student({ personalInfo: { location: 'Utrecht' } }));
    const pittsburgh = result.cityMatches.find((m) => m.cityId === 'pittsburgh')!;
    expect(pittsburgh.facts?.workRight?.assumedFrom).toBe('NL');
    expect(pittsburgh.facts?.workRight?.rankedAs).toBeUndefined();
  });
});
