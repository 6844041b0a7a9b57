import { describe, expect, it } from 'vitest';
import type { AnalysisRequest } from '@thrive/core/contracts/analysis-request';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { runAnalysis } from '@thrive/core/engine/index';
import {
  MANCHESTER_CHANGER,
  NOW,
  PITTSBURGH_CHANGER,
  munichFamily,
  personMaker,
  requestOf,
  seniorDeveloperBerlin,
  workingPersonRequest,
} from '@thrive/core/engine/test-people';
import { firstScreenCut } from '../src/services/analysis/analysis-cut';
import { sampleRequest } from './analysis-helpers';

/**
 * Decision 0260: the engine thread cuts a new analysis's first screen from the result object itself instead of from
 * its JSON parsed back (4-5 ms an analysis). The read cuts the first screen of the stored JSON, and the runner keeps
 * the engine's cut as that read's answer (decision 0109), so both must give the same bytes, and cutting must leave
 * the result as it was (the inline engine hands the same object to the prose writer).
 */
const student = personMaker({ location: 'Groningen, Netherlands' })({
  userType: 'student',
  skills: ['Patient care'],
  educationBackground: {
    level: 'bachelors',
    institution: 'Hanze',
    fieldOfStudy: 'Nursing',
    graduationYear: '2027',
    gpa: '',
    achievements: '',
  },
  industries: ['healthcare'],
  familyStatus: 'single',
});

const people: Array<[string, AnalysisRequest]> = [
  ['the sample graduate (en, EUR)', sampleRequest()],
  ['the sample graduate (nl, USD)', { ...sampleRequest({ currency: 'USD' }), locale: 'nl' }],
  ['Mark, the Pittsburgh changer', workingPersonRequest(PITTSBURGH_CHANGER)],
  ['the Manchester changer (nl)', { ...workingPersonRequest(MANCHESTER_CHANGER), locale: 'nl' }],
  ['the Munich family', requestOf(munichFamily())],
  ['a senior developer in Berlin (nl)', requestOf(seniorDeveloperBerlin(), { locale: 'nl' })],
  ['a nursing student in Groningen', requestOf(student)],
];

describe('the first screen cut from the result itself', () => {
  for (const [name, request] of people) {
    it(`gives the bytes of the stored JSON's cut and leaves the result untouched: ${name}`, () => {
      const result = runAnalysis(request, { now: NOW });
      const json = JSON.stringify(result);
      const fromStored = firstScreenCut(JSON.parse(json) as AnalysisResult, request.currency);
      const fromLive = firstScreenCut(result, request.currency);
      expect(fromLive.view).toBe(fromStored.view);
      expect(JSON.stringify(fromLive.cut)).toBe(JSON.stringify(fromStored.cut));
      expect(JSON.stringify(result)).toBe(json);
      // Not an empty cut that would trivially agree: the first screen names cities.
      expect((fromLive.cut.analysisResult as AnalysisResult).cityMatches.length).toBeGreaterThan(0);
    });
  }
});
