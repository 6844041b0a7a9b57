import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import '../i18n';
import { StaticDashboardProvider } from '../state';
import { analysisOf, dashboardState, MUNICH_ENGINEER } from './card-harness';
import { HouseholdMoney } from './household-money';

/**
 * Decision 0197: a family's ranking by money left does not favour the cities without an official childcare figure
 * silently. Under the list, the cities whose money left leaves childcare out are named (those tagged "Childcare not
 * included" in it), in en and nl; a family whose children are all at school sees no such sentence.
 */
const ANSWERS = {
  ...MUNICH_ENGINEER,
  familyStatus: 'family',
  childrenCount: 2,
  youngChildren: 2,
  partnerWorks: true,
  currency: 'EUR',
  currentPay: { amount: 95_000, timeframe: 'annual', currency: 'EUR' },
} as const;

let result: AnalysisResult;
let atSchool: AnalysisResult;
beforeAll(() => {
  result = analysisOf(ANSWERS);
  atSchool = analysisOf({ ...ANSWERS, youngChildren: 0 });
});
afterEach(async () => {
  await i18n.changeLanguage('en');
  document.body.innerHTML = '';
});

function ranking(r: AnalysisResult, locale: 'en' | 'nl') {
  render(
    <StaticDashboardProvider
      value={
        {
          ...dashboardState(r, locale, { currency: 'EUR', familyStatus: 'family', youngChildren: 2 }),
          showAllCities: false,
        } as ReturnType<typeof dashboardState>
      }
    >
      <HouseholdMoney />
    </StaticDashboardProvider>,
  );
  const title =
    locale === 'en' ? 'Where your household keeps the most' : 'Waar jouw huishouden het meeste overhoudt';
  return screen.getByRole('heading', { name: title }).closest('section')!;
}

describe('the ranking names the cities whose money left leaves childcare out', () => {
  it('every row tagged "Childcare not included" is named under the list, and only those', () => {
    const list = ranking(result, 'en');
    const rows = within(list).getAllByRole('listitem');
    // The city a row is for: the name it starts with.
    const names = result.cityMatches.map((m) => m.name).sort((a, b) => b.length - a.length);
    const cityOf = (row: HTMLElement) => names.find((n) => row.textContent!.startsWith(n))!;
    const tagged = rows.filter((row) => row.textContent?.includes('Childcare not included')).map(cityOf);
    expect(tagged.length).toBeGreaterThan(0);
    const note = within(list).getByTestId('afford-rank-childcare');
    for (const city of tagged) expect(note).toHaveTextContent(city);
    const untagged = rows.filter((row) => !row.textContent?.includes('Childcare not included'));
    for (const row of untagged) expect(note).not.toHaveTextContent(cityOf(row));
    expect(note).toHaveTextContent('leaves out childcare: Thrive has no official net cost of it there');
    if (untagged.length > 0) expect(note).toHaveTextContent('The other cities take it off.');
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const note = within(ranking(result, 'nl')).getByTestId('afford-rank-childcare');
    expect(note).toHaveTextContent(
      'overhoudt is zonder kinderopvang: Thrive heeft daar geen officiële nettokosten van',
    );
  });

  it('no sentence when no child needs childcare', () => {
    expect(within(ranking(atSchool, 'en')).queryByTestId('afford-rank-childcare')).toBeNull();
  });
});
