import { describe, expect, it } from 'vitest';
import { reviveAnswers } from '@thrive/core/contracts/onboarding';
import { buildExport } from './export';

describe('JSON export', () => {
  it('carries the whole profile the person gave', () => {
    const answers = reviveAnswers({
      personalInfo: { firstName: 'Sam', lastName: 'Visser' },
      skills: ['Nursing'],
      educationBackground: { level: 'bachelors', graduationYear: '2009' },
      careerGoals: ['mentorship'],
      currency: 'EUR',
      timeframe: 'monthly',
      salaryRange: 3500,
    });
    const exported = buildExport({ answers, record: null, result: null }, []);
    expect(exported.profile).toMatchObject({
      personalInfo: { firstName: 'Sam', lastName: 'Visser' },
      skills: ['Nursing'],
      educationBackground: { graduationYear: '2009' },
      salaryRange: 3500,
      timeframe: 'monthly',
    });
    expect(exported.analysis).toBeNull();
    expect(buildExport({ answers: null, record: null, result: null }, []).profile).toBeNull();
  });
});

describe("decision 0163, walk W107: skills in the export's language", () => {
  const answers = reviveAnswers({ skills: ['Patient Care', 'Communication', 'Wondzorg'] });

  it('a Dutch export lists the picked skills in Dutch beside the typed ones, with their ids', () => {
    const exported = buildExport({ answers, record: null, result: null, locale: 'nl' }, []);
    expect(exported.language).toBe('nl');
    expect(exported.profile!.skills).toEqual(['Patiëntenzorg', 'Communicatie', 'Wondzorg']);
    expect(exported.profile!.skillIds[0]).toBeTruthy();
    expect(exported.profile!.skillIds[2]).toBeNull();
  });

  it('an English export keeps the English names', () => {
    const exported = buildExport({ answers, record: null, result: null, locale: 'en' }, []);
    expect(exported.profile!.skills).toEqual(['Patient Care', 'Communication', 'Wondzorg']);
  });
});

describe('buildExport in the viewer language', () => {
  it('writes the reasons in the given words and names the language', async () => {
    const { mapAnswersToRequest } = await import('@thrive/core/contracts/analysis-request');
    const { runAnalysis } = await import('@thrive/core/engine/index');
    const { localizeAnalysis } = await import('@thrive/core/text/localize-analysis');
    const mapped = mapAnswersToRequest({
      whatMatters: ['finding-job'],
      skills: ['Python', 'SQL'],
      experienceLevel: 'junior',
      workEnergy: ['analytical'],
      careerGoals: ['technical-mastery'],
      locationPreferences: ['urban'],
      industries: ['technology'],
      lifestyleValues: ['culture', 'growth', 'affordability'],
      familyStatus: 'single',
    });
    if (!mapped.ok) throw new Error(mapped.code);
    const stored = runAnalysis(mapped.request, { now: new Date('2026-11-22T10:00:00Z') });
    const result = localizeAnalysis(stored, 'nl');
    const record = {
      id: 'a',
      status: 'completed' as const,
      analysisResult: stored,
      marketData: null,
      failureReason: null,
      datasetVersion: null,
      createdAt: '2026-11-22T10:00:00Z',
      completedAt: '2026-11-22T10:00:01Z',
    };
    const exported = buildExport({ answers: null, record, result, locale: 'nl' }, [], (r) => `NL ${r.code}`);
    expect(exported.language).toBe('nl');
    expect(exported.analysis?.marketInsights).toMatch(/Je beste match is/);
    expect(exported.analysis?.topCities[0]?.reasons[0]?.text).toMatch(/^NL /);
    expect(
      exported.analysis?.recommendations?.companies
        .flatMap((c) => c.why)
        .every((w) => w.text.startsWith('NL ')),
    ).toBe(true);
  });
});
