import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { SAMPLE_ANSWERS } from '@thrive/core/engine/sample-person';
import i18n from '@/lib/i18n';
import '../i18n';
import { analysisOf, dashboardState } from '../affordability/card-harness';
import type { DashboardState } from '../state';
import { renderCompare, serveFiguresFromCore } from './compare-harness';

/**
 * Walk W307 (decision 0201): a person who gave no languages compared Lausanne and Basel; in English the cultural fit's
 * language part read 56, after switching the site to Dutch 39. The engine takes the language the plan was made in as
 * one the person speaks; Compare took the page's. The same plan now shows the same figure in both languages.
 */
let result: AnalysisResult;
const answers = { ...SAMPLE_ANSWERS, languages: [] };
beforeAll(() => {
  result = analysisOf(answers);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function show(state: DashboardState) {
  serveFiguresFromCore();
  return renderCompare(state, ['lausanne', 'basel']);
}

const languageParts = (text: string, word: string) =>
  [...text.matchAll(new RegExp(`${word} (\\d+)`, 'g'))].map((m) => Number(m[1]));

describe("Compare's cultural fit does not change with the page's language (walk W307)", () => {
  it('the plan made in English: the same language figures read in English and in Dutch', async () => {
    expect(result.locale).toBe('en');
    const en = show(dashboardState(result, 'en', answers));
    await screen.findAllByText(/^Language \d+/);
    const inEnglish = languageParts(en.container.textContent ?? '', 'Language');
    en.unmount();
    await i18n.changeLanguage('nl');
    const nl = show(dashboardState(result, 'nl', answers));
    await screen.findAllByText(/^Taal \d+/);
    const inDutch = languageParts(nl.container.textContent ?? '', 'Taal');
    expect(inEnglish).toHaveLength(2);
    expect(inDutch).toEqual(inEnglish);
  });
});
