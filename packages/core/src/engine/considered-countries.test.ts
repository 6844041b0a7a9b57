import { describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '../contracts/analysis-request';
import type { CityCountry } from '../contracts/countries';
import { summarizeAnalysisResult } from '../contracts/analysis-summary';
import { emptyAnswers, reviveAnswers, type OnboardingAnswers } from '../contracts/onboarding';
import { hubsForAnswers } from '../onboarding/cities';
import { defaultComparedCities } from '../rules/comparison';
import { firstWithHomeCity, inCountryScope, scopedCityMatches } from '../rules/country-scope';
import { moneyLeftList } from '../rules/money-left';
import { bundledEngineData } from './bundled';
import { runAnalysis } from './run';

/**
 * Walk W14 (decision 0068): a warehouse team lead in Wrocław who would move to Germany or the Netherlands. Before the
 * question existed Zürich and Sydney led the city matches; with the countries chosen every list starts with German
 * and Dutch cities and Wrocław, and nothing changes for someone who chose none.
 */
const data = bundledEngineData();
const NOW = new Date('2026-03-01T09:00:00Z');

function teamLead(patch: Partial<OnboardingAnswers> = {}): OnboardingAnswers {
  const base = emptyAnswers();
  return {
    ...base,
    userType: 'professional',
    whatMatters: ['finding-job', 'relocating'],
    personalInfo: {
      ...base.personalInfo,
      firstName: 'Piotr',
      lastName: 'Nowak',
      email: 'p@n.pl',
      location: 'Wrocław, Poland',
    },
    skills: ['Warehouse operations', 'Forklift operation', 'Team leadership', 'Inventory management'],
    educationBackground: { ...base.educationBackground, level: 'high-school', institution: 'Technikum' },
    experienceLevel: 'senior',
    industries: ['transportation'],
    locationPreferences: ['international'],
    citizenships: ['PL'],
    currency: 'PLN',
    timeline: '1-3-years',
    ...patch,
  };
}

function analyse(answers: OnboardingAnswers) {
  const mapped = mapAnswersToRequest(answers, { locale: 'en' });
  if (!mapped.ok) throw new Error(mapped.code);
  return runAnalysis(mapped.request, { now: NOW });
}

const WANTED: CityCountry[] = ['DE', 'NL'];
const inWanted = (m: { country: string; facts?: { distanceKm?: number } }) =>
  (WANTED as readonly string[]).includes(m.country) || (m.facts?.distanceKm ?? Infinity) <= 30;

describe('countries the person would consider (walk W14)', () => {
  const before = analyse(teamLead());
  const after = analyse(teamLead({ consideredCountries: WANTED }));

  it('without a choice the best matches lie elsewhere (the walk finding this fixes)', () => {
    expect(before.consideredCountries).toBeUndefined();
    expect(before.cityMatches.slice(0, 3).some((m) => !inWanted(m))).toBe(true);
  });

  it('puts German and Dutch cities and the home city first, each with its own match', () => {
    expect(after.consideredCountries).toEqual(WANTED);
    const inScope = after.cityMatches.filter(inWanted);
    // 8 German + 6 Dutch cities and Wrocław.
    expect(inScope.length).toBe(15);
    expect(after.cityMatches.slice(0, 15).every(inWanted)).toBe(true);
    expect(after.cityMatches.some((m) => m.cityId === 'wroclaw' && inWanted(m))).toBe(true);
    // The match of a city is the same with or without the choice: only the order changes.
    for (const m of after.cityMatches)
      expect(m.match).toBe(before.cityMatches.find((b) => b.cityId === m.cityId)!.match);
    // Within the chosen part, best match first.
    const matches = inScope.map((m) => m.match);
    expect(matches).toEqual([...matches].sort((a, b) => b - a));
  });

  it('the headline city, the money-left list and Compare start in the chosen countries', () => {
    expect(inWanted(after.cityMatches[0]!)).toBe(true);
    const { rows } = moneyLeftList(
      scopedCityMatches(after.cityMatches, WANTED, false).slice(0, 12),
      after.affordability,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(inWanted(after.cityMatches.find((m) => m.cityId === row.entry.cityId)!)).toBe(true);
    const [first, second] = defaultComparedCities(after);
    expect(first).toBe('wroclaw');
    expect(['DE', 'NL']).toContain(after.cityMatches.find((m) => m.cityId === second)!.country);
  });

  it('the summary keeps the best matches of all countries, so "show all cities" has them', () => {
    const { result } = summarizeAnalysisResult(after);
    const all = scopedCityMatches(result.cityMatches, result.consideredCountries, true);
    const best = scopedCityMatches(after.cityMatches, WANTED, true).slice(0, 12);
    const bestOverall = best.map((m) => m.cityId);
    expect(all.slice(0, 12).map((m) => m.cityId)).toEqual(bestOverall);
    // The same matches as with no choice. Cities of equal match may come in another order (with countries chosen,
    // their cities first among equals), so the cities are compared above the twelfth's match (equals in id order), the matches in full.
    const top = before.cityMatches.slice(0, 12);
    expect(best.map((m) => m.match)).toEqual(top.map((m) => m.match));
    const cut = top.at(-1)!.match;
    const above = (list: readonly { cityId: string; match: number }[]) =>
      list
        .filter((m) => m.match > cut)
        .sort((a, b) => b.match - a.match || a.cityId.localeCompare(b.cityId))
        .map((m) => m.cityId);
    expect(above(best)).toEqual(above(top));
    expect(scopedCityMatches(result.cityMatches, result.consideredCountries, false).every(inWanted)).toBe(
      true,
    );
  });

  it('the home city is listed wherever it ranks: kept in the summary, shown after the first twelve', () => {
    // Named English alone (Polish is then not assumed, decision 0245), Wrocław ranks below every German and Dutch
    // city.
    const expat = analyse(
      teamLead({ consideredCountries: WANTED, languages: [{ code: 'en', level: 'fluent' }] }),
    );
    expect(expat.cityMatches.findIndex((m) => m.cityId === 'wroclaw')).toBeGreaterThanOrEqual(12);
    const { result } = summarizeAnalysisResult(expat);
    const limited = scopedCityMatches(result.cityMatches, result.consideredCountries, false);
    const shown = firstWithHomeCity(limited, 12);
    expect(shown).toHaveLength(13);
    expect(shown.at(-1)!.cityId).toBe('wroclaw');
    const { rows } = moneyLeftList(shown, result.affordability);
    expect(rows.find((row) => row.home)?.entry.cityId).toBe('wroclaw');
  });

  it('the wizard cards (step 13) come from the chosen countries', () => {
    const hubs = hubsForAnswers(teamLead({ consideredCountries: WANTED }), data);
    expect(hubs).toHaveLength(3);
    for (const hub of hubs) expect(['DE', 'NL', 'PL']).toContain(hub.countryCode);
    expect(hubsForAnswers(teamLead(), data).some((h) => !['DE', 'NL', 'PL'].includes(h.countryCode))).toBe(
      true,
    );
  });

  it('a single country with fewer cities than cards: its cities first, then the others', () => {
    const hubs = hubsForAnswers(teamLead({ consideredCountries: ['NO'] }), data);
    expect(hubs[0]!.countryCode).toBe('NO');
    expect(hubs).toHaveLength(3);
  });

  it('no choice: the same result as before the question existed', () => {
    const none = analyse(teamLead({ consideredCountries: [] }));
    expect(none.cityMatches.map((m) => m.cityId)).toEqual(before.cityMatches.map((m) => m.cityId));
    expect(scopedCityMatches(before.cityMatches, before.consideredCountries, false)).toEqual(
      before.cityMatches,
    );
  });

  it('an old stored profile without the field reads as no choice; an unknown code is refused', () => {
    const { consideredCountries: _dropped, ...old } = teamLead();
    expect(reviveAnswers(old).consideredCountries).toEqual([]);
    expect(mapAnswersToRequest(old).ok).toBe(true);
    expect(mapAnswersToRequest({ ...old, consideredCountries: ['XX'] }).ok).toBe(false);
    expect(reviveAnswers({ ...old, consideredCountries: ['XX'] }).consideredCountries).toEqual([]);
    expect(reviveAnswers({ ...old, consideredCountries: ['DE'] }).consideredCountries).toEqual(['DE']);
  });

  it('the home city counts as in scope whatever its country', () => {
    expect(inCountryScope({ country: 'PL', distanceKm: 4 }, WANTED)).toBe(true);
    expect(inCountryScope({ country: 'PL', distanceKm: 300 }, WANTED)).toBe(false);
    expect(inCountryScope({ country: 'NL' }, WANTED)).toBe(true);
  });
});
