import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnalysisRecord } from '@thrive/core/contracts/api';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';

/**
 * Decision 0133: the dashboard's first screen must not bring the core's name and role data (text/names, which parses
 * the cities, roles and skills datasets when it loads) into the browser. The openings line's BLS occupation comes
 * written in the analysis result (`localizeAnalysis` on the server); only a result stored before that loads the names,
 * after the first screen. The mock records whether the module was loaded at all.
 */
const loaded = vi.hoisted(() => ({ names: false }));
vi.mock('@thrive/core/text/names', async (importOriginal) => {
  loaded.names = true;
  return importOriginal();
});

const ANSWERS = {
  userType: 'recent-grad',
  whatMatters: ['finding-job', 'relocating'],
  skills: ['Python', 'SQL', 'Communication'],
  educationBackground: { level: 'masters' },
  experienceLevel: 'junior',
  workEnergy: ['analytical'],
  careerGoals: ['technical-mastery'],
  locationPreferences: ['urban'],
  industries: ['technology'],
  lifestyleValues: ['culture', 'growth', 'affordability'],
  familyStatus: 'single',
  timeline: '1-3-years',
  // A US citizen: the best match is a US city, where the dashboard shows the BLS openings.
  citizenships: ['US'],
};

describe("the dashboard's first screen and the names data (decision 0133)", () => {
  it('loads the first screen without the core names module', async () => {
    await import('./first-screen');
    await import('./dashboard-page');
    expect(loaded.names).toBe(false);
  });

  it('names the BLS occupation the server wrote into the result, in en and nl, and else loads it later', async () => {
    const { mapAnswersToRequest } = await import('@thrive/core/contracts/analysis-request');
    const { runAnalysis } = await import('@thrive/core/engine/index');
    const { localizeAnalysis } = await import('@thrive/core/text/localize-analysis');
    const { firstScreenOfResult } = await import('@thrive/core/contracts/analysis-summary');
    const { DashboardFirstScreen, firstScreenState } = await import('./first-screen');
    const i18n = (await import('@/lib/i18n')).default;
    const mapped = mapAnswersToRequest(ANSWERS);
    if (!mapped.ok) throw new Error(mapped.code);
    const made = runAnalysis(mapped.request, { now: new Date('2026-11-27T10:00:00Z') });
    expect(made.cityMatches[0]!.country).toBe('US');
    // Data Analyst borrows its projection from data scientists (decision 0130).
    const first = made.predictions['0-3'];
    const analyst: AnalysisResult = {
      ...made,
      predictions: {
        ...made.predictions,
        '0-3': { ...first, career: { ...first.career, roleId: 'data-analyst' } },
      },
    };
    const show = (result: AnalysisResult, locale: 'en' | 'nl') => {
      const record = {
        id: '00000000-0000-4000-8000-000000000001',
        status: 'completed',
        analysisResult: firstScreenOfResult(result).result,
        marketData: null,
        failureReason: null,
        datasetVersion: result.datasetVersion,
        createdAt: '2026-11-27T10:00:00.000Z',
        completedAt: '2026-11-27T10:00:03.000Z',
      } as AnalysisRecord;
      return render(
        <DashboardFirstScreen state={firstScreenState({ locale, user: null, answers: null, record })} />,
      );
    };
    const openings = new Intl.NumberFormat('en').format(made.marketData.laborMarket.jobOpenings.value);
    const line = new RegExp(
      `^${openings} openings? a year in the US for data scientists, the BLS occupation closest`,
    );

    const en = show(localizeAnalysis(analyst, 'en'), 'en');
    expect(screen.getByText(line)).toBeInTheDocument();
    en.unmount();

    await i18n.changeLanguage('nl');
    const nl = show(localizeAnalysis(analyst, 'nl'), 'nl');
    expect(screen.getByText(/in de VS voor datawetenschappers, het BLS-beroep/)).toBeInTheDocument();
    nl.unmount();
    await i18n.changeLanguage('en');
    expect(loaded.names).toBe(true); // by the engine and localizeAnalysis of this test, not by the screen

    // A result stored before the server wrote it: the same line once the names have loaded.
    const stored = localizeAnalysis(analyst, 'en');
    const { blsOccupation: _written, ...laborMarket } = stored.marketData.laborMarket;
    show({ ...stored, marketData: { ...stored.marketData, laborMarket } }, 'en');
    expect(await screen.findByText(line)).toBeInTheDocument();
  });
});
