import { describe, expect, it } from 'vitest';
import { runAnalysis } from '../engine/index';
import { mapAnswersToRequest } from './analysis-request';
import { defaultComparedCities, homeCityOf, rankByMoneyLeft } from '../rules/comparison';
import { AnalysisResult } from './analysis-result';
import {
  cityDetail,
  firstScreenOfResult,
  fullAnalysisCut,
  SUMMARY_CITIES,
  summarizeAnalysisResult,
} from './analysis-summary';
import { localizeAnalysis } from '../text/localize-analysis';

const mapped = mapAnswersToRequest({
  userType: 'recent-grad',
  whatMatters: ['finding-job', 'relocating'],
  skills: ['Python', 'SQL', 'Machine Learning'],
  educationBackground: { level: 'masters' },
  experienceLevel: 'junior',
  careerGoals: ['technical-mastery'],
  industries: ['technology'],
  lifestyleValues: ['culture', 'growth', 'affordability'],
  familyStatus: 'couple',
  timeline: '1-3-years',
});
if (!mapped.ok) throw new Error(mapped.code);
const full = runAnalysis(mapped.request, { now: new Date('2026-03-01T09:00:00Z') });

describe('the analysis summary', () => {
  const { result, cut } = summarizeAnalysisResult(full);

  it('is a valid result with the best cities, their affordability and rents, and everything else whole', () => {
    expect(full.cityMatches.length).toBeGreaterThan(SUMMARY_CITIES);
    expect(AnalysisResult.safeParse(result).success).toBe(true);
    // The best matches first, then the cities with the most money left (the Household money card), in rank order.
    expect(result.cityMatches.slice(0, SUMMARY_CITIES)).toEqual(full.cityMatches.slice(0, SUMMARY_CITIES));
    const kept = result.cityMatches.map((city) => city.cityId);
    expect(rankByMoneyLeft(result.affordability, 5)).toEqual(rankByMoneyLeft(full.affordability, 5));
    expect(kept.length).toBeLessThanOrEqual(SUMMARY_CITIES + 5);
    const ranks = kept.map((id) => full.cityMatches.findIndex((city) => city.cityId === id));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(result.affordability.map((entry) => entry.cityId).sort()).toEqual(
      full.affordability
        .filter((entry) => kept.includes(entry.cityId))
        .map((entry) => entry.cityId)
        .sort(),
    );
    expect(Object.keys(result.marketData.housing.averageRent).every((id) => kept.includes(id))).toBe(true);
    const { cityMatches, affordability, marketData, ...rest } = result;
    const { cityMatches: _c, affordability: _a, marketData: fullMarket, ...fullRest } = full;
    expect(rest).toEqual(fullRest);
    expect(marketData.laborMarket).toEqual(fullMarket.laborMarket);
    expect(cityMatches.length + affordability.length).toBeGreaterThan(0);
    expect(cut).toEqual({
      view: 'summary',
      cityCount: full.cityMatches.length,
      citiesIncluded: kept.length,
    });
    expect(JSON.stringify(result).length).toBeLessThan(JSON.stringify(full).length);
  });

  it('keeps fewer cities when asked, and all of a short list', () => {
    const three = summarizeAnalysisResult(full, 3).result.cityMatches;
    expect(three.slice(0, 3)).toEqual(full.cityMatches.slice(0, 3));
    expect(three.length).toBeLessThanOrEqual(8);
    const short = { ...full, cityMatches: full.cityMatches.slice(0, 2) };
    expect(summarizeAnalysisResult(short).cut).toEqual({ view: 'summary', cityCount: 2, citiesIncluded: 2 });
    expect(fullAnalysisCut(full)).toEqual({
      view: 'full',
      cityCount: full.cityMatches.length,
      citiesIncluded: full.cityMatches.length,
    });
  });

  it('gives any city of the analysis with its rank, and null for one not in it', () => {
    const last = full.cityMatches.at(-1)!;
    const detail = cityDetail(full, last.cityId)!;
    expect(detail.rank).toBe(full.cityMatches.length);
    expect(detail.match).toBe(last);
    expect(detail.affordability).toEqual(
      full.affordability.find((entry) => entry.cityId === last.cityId) ?? null,
    );
    expect(cityDetail(full, full.cityMatches[0]!.cityId)!.rank).toBe(1);
    expect(cityDetail(full, 'atlantis')).toBeNull();
  });
});

// Walk of issue 15 (decision 0084): a person living in Rotterdam, whose matches rank it 59th of 81, found Compare
// opening on Los Angeles and Zürich, with Rotterdam nowhere. The summary keeps the city they live in, with its
// affordability, wherever it ranks, and Compare opens on it beside their best match.
describe('the home city in the summary', () => {
  const living = mapAnswersToRequest({
    userType: 'recent-grad',
    whatMatters: ['finding-job', 'relocating'],
    skills: ['Python', 'SQL', 'Machine Learning'],
    educationBackground: { level: 'masters' },
    experienceLevel: 'junior',
    careerGoals: ['technical-mastery'],
    industries: ['technology'],
    lifestyleValues: ['culture', 'growth', 'affordability'],
    familyStatus: 'couple',
    timeline: '1-3-years',
    locationPreferences: ['tech-hubs'],
    personalInfo: {
      firstName: 'Ola',
      lastName: 'Nowak',
      email: 'ola@example.org',
      location: 'Rotterdam, Netherlands',
    },
  });
  if (!living.ok) throw new Error(living.code);
  const fullResult = runAnalysis(living.request, { now: new Date('2026-03-01T09:00:00Z') });
  const { result } = summarizeAnalysisResult(fullResult);

  it('keeps the city the person lives in, with its affordability, though it ranks far below the twelfth', () => {
    const rank = fullResult.cityMatches.findIndex((city) => city.cityId === 'rotterdam');
    expect(rank).toBeGreaterThanOrEqual(SUMMARY_CITIES + 5);
    expect(homeCityOf(fullResult)).toEqual({ cityId: 'rotterdam', distanceKm: 0 });
    expect(homeCityOf(result)).toEqual({ cityId: 'rotterdam', distanceKm: 0 });
    expect(result.affordability.find((entry) => entry.cityId === 'rotterdam')).toEqual(
      fullResult.affordability.find((entry) => entry.cityId === 'rotterdam'),
    );
    // Still in the analysis' order: the best matches first, the home city where it ranks.
    expect(result.cityMatches.slice(0, SUMMARY_CITIES)).toEqual(
      fullResult.cityMatches.slice(0, SUMMARY_CITIES),
    );
    expect(result.cityMatches.at(-1)?.cityId).toBe('rotterdam');
  });

  it('lets Compare open on where the person lives now beside their best match', () => {
    expect(defaultComparedCities(result)).toEqual(['rotterdam', fullResult.cityMatches[0]!.cityId]);
  });

  it('has no home city without a known home', () => {
    expect(homeCityOf(full)).toBeNull();
  });
});

describe('the first screen of an analysis (decision 0097)', () => {
  it('is a valid result with the headline, the predictions and the best city with its rent, and no tab lists', () => {
    const summary = localizeAnalysis(summarizeAnalysisResult(full).result, 'nl', {});
    const { result, cut } = firstScreenOfResult(summary);
    expect(AnalysisResult.safeParse(result).success).toBe(true);
    const top = full.cityMatches[0]!;
    expect(result.cityMatches).toEqual([summary.cityMatches[0]]);
    expect(result.cityMatches[0]!.cityId).toBe(top.cityId);
    expect(result.marketInsights).toBe(summary.marketInsights);
    expect(result.predictions).toEqual(summary.predictions);
    expect(result.marketData).toEqual({
      housing: { averageRent: { [top.cityId]: summary.marketData.housing.averageRent[top.cityId] } },
      laborMarket: summary.marketData.laborMarket,
    });
    expect(result.affordability).toEqual([]);
    expect(result.skillGaps).toEqual([]);
    expect(result.careerPath).toEqual([]);
    expect(result.milestones).toEqual([]);
    expect(Object.values(result.recommendations).flat()).toEqual([]);
    expect(summary.skillGaps.length + summary.affordability.length).toBeGreaterThan(0);
    expect(cut).toEqual({ view: 'first', cityCount: summary.cityMatches.length, citiesIncluded: 1 });
    // A tenth of the summary or less.
    expect(JSON.stringify(result).length * 10).toBeLessThan(JSON.stringify(summary).length);
  });

  it('keeps no city of a result without one', () => {
    const none = { ...full, cityMatches: [], affordability: [] };
    const { result, cut } = firstScreenOfResult(none);
    expect(result.cityMatches).toEqual([]);
    expect(result.marketData.housing.averageRent).toEqual({});
    expect(cut.citiesIncluded).toBe(0);
  });
});
