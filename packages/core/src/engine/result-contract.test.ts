import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapAnswersToRequest, type AnalysisRequest } from '../contracts/analysis-request';
import { AnalysisResult } from '../contracts/analysis-result';
import {
  CAREER_GOALS,
  CURRENCIES,
  EXPERIENCE_LEVELS,
  FAMILY_STATUSES,
  INDUSTRIES,
  LIFESTYLE_VALUES,
  LOCATION_PREFERENCES,
  TIMELINES,
  USER_TYPES,
  WHAT_MATTERS,
  WORK_ENERGIES,
} from '../contracts/enums';
import type { OnboardingAnswersInput } from '../contracts/onboarding';
import { bundledEngineData } from './bundled';
import { analysisOf, runAnalysis } from './run';
import { munichFamily, NOW, requestOf } from './test-people';

/**
 * The engine's contract test (decision 0109): the engine no longer parses its own result with the full contract on
 * every run, only with the structural check of contracts/conform.ts. Here many people's results are parsed with the
 * full contract (every length, range, pattern and format), and what the engine returns must be exactly what that
 * parse would have returned, byte for byte once serialised (key order, no stray keys, trimmed sources).
 */
const data = bundledEngineData();
const SKILL_NAMES = data.skills.slice(0, 160).map((s) => s.name);
const PLACES = ['Amsterdam', 'München, Deutschland', 'Valencia, Spain', 'Dublin', 'Austin, TX', 'Praha', ''];

const answersArb: fc.Arbitrary<OnboardingAnswersInput> = fc.record({
  userType: fc.constantFrom(...USER_TYPES),
  whatMatters: fc.subarray([...WHAT_MATTERS]),
  skills: fc.subarray(SKILL_NAMES, { minLength: 1, maxLength: 8 }),
  experienceLevel: fc.constantFrom(...EXPERIENCE_LEVELS),
  workEnergy: fc.subarray([...WORK_ENERGIES], { maxLength: 4 }),
  careerGoals: fc.subarray([...CAREER_GOALS], { maxLength: 3 }),
  locationPreferences: fc.subarray([...LOCATION_PREFERENCES], { maxLength: 4 }),
  industries: fc.subarray([...INDUSTRIES], { maxLength: 4 }),
  lifestyleValues: fc.subarray([...LIFESTYLE_VALUES], { minLength: 3, maxLength: 3 }),
  familyStatus: fc.constantFrom(...FAMILY_STATUSES),
  childrenCount: fc.integer({ min: 0, max: 4 }),
  salaryRange: fc.integer({ min: 20, max: 250 }).map((n) => n * 1000),
  currency: fc.constantFrom(...CURRENCIES),
  timeline: fc.constantFrom(...TIMELINES),
  personalInfo: fc.record({ location: fc.constantFrom(...PLACES) }),
});

function requestFor(answers: OnboardingAnswersInput, locale: 'en' | 'nl'): AnalysisRequest {
  const mapped = mapAnswersToRequest(answers, { locale });
  if (!mapped.ok) throw new Error(mapped.code);
  return mapped.request;
}

/** What the engine returns against what the full contract makes of the engine's own build of it. */
function expectParsedShape(request: AnalysisRequest) {
  const built = analysisOf(request, { now: NOW });
  const parsed = AnalysisResult.safeParse(built);
  expect(parsed.error?.issues).toBeUndefined();
  expect(JSON.stringify(runAnalysis(request, { now: NOW }))).toBe(JSON.stringify(parsed.data));
}

describe('the engine against its full contract', () => {
  it('many people, in English and Dutch: valid, and returned exactly as the full parse returns it', () => {
    fc.assert(
      fc.property(answersArb, fc.constantFrom('en' as const, 'nl' as const), (answers, locale) => {
        let request: AnalysisRequest;
        try {
          request = requestFor(answers, locale);
        } catch {
          return; // answers the wizard would refuse (a place it cannot place): not an analysis
        }
        expectParsedShape(request);
      }),
      { numRuns: 25, seed: 109 },
    );
  });

  it('a family abroad and a family at home', () => {
    expectParsedShape(requestOf(munichFamily()));
    expectParsedShape(requestOf(munichFamily({ locationPreferences: ['current'] }), { locale: 'nl' }));
  });
});
