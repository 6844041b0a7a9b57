import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import i18n from '@/lib/i18n';
import '../i18n';
import { StaticDashboardProvider } from '../state';
import { analysisOf, dashboardState, renderAffordabilityCard } from './card-harness';
import { HouseholdMoney } from './household-money';
import { MANCHESTER_TEACHER } from '@thrive/core/engine/sample-person';

/**
 * Walk W13, W14 and W19 (decision 0151): a teacher in Manchester who would move to London with her partner and son.
 * "Where your household keeps the most" lists Manchester (where she lives now) beside London, the place she named, so
 * the move's cost shows; the pension line names her Teachers' Pension and her partner's workplace pension apart.
 */
const ANSWERS = MANCHESTER_TEACHER;

let result: AnalysisResult;
beforeAll(() => {
  result = analysisOf(ANSWERS);
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

function state(locale: 'en' | 'nl') {
  return {
    ...dashboardState(result, locale, { currency: 'GBP', familyStatus: 'family' }),
    showAllCities: false,
  } as ReturnType<typeof dashboardState>;
}

function renderList(locale: 'en' | 'nl') {
  render(
    <StaticDashboardProvider value={state(locale)}>
      <HouseholdMoney />
    </StaticDashboardProvider>,
  );
  const title =
    locale === 'en' ? 'Where your household keeps the most' : 'Waar jouw huishouden het meeste overhoudt';
  const list = screen.getByRole('heading', { name: title }).closest('section')!;
  return { list, rows: within(list).getAllByRole('listitem') };
}

describe('the places she named, and where she lives now (W13, W19)', () => {
  it('lists London and Manchester, Manchester marked as where she lives now', () => {
    const { list, rows } = renderList('en');
    expect(within(list).getByTestId('afford-rank-set')).toHaveTextContent(
      'The places you named. Where you live now is listed too, so you can see what a move changes.',
    );
    const names = rows.map((r) => r.textContent ?? '');
    expect(names.some((n) => n.startsWith('London'))).toBe(true);
    const home = rows.find((r) => r.textContent?.startsWith('Manchester'));
    expect(home).toBeDefined();
    expect(home).toHaveTextContent('where you live now');
    // Her son's childcare is not asked about: the figure says it leaves it out (decision 0163).
    expect(home).toHaveTextContent(/£[\d,]+(Childcare not included)?$/);
  });

  it('says it in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const { list, rows } = renderList('nl');
    expect(within(list).getByTestId('afford-rank-set')).toHaveTextContent(
      'De plaatsen die je noemde. Waar je nu woont staat er ook bij, zodat je ziet wat een verhuizing verandert.',
    );
    const home = rows.find((r) => r.textContent?.startsWith('Manchester'));
    expect(home).toHaveTextContent('waar je nu woont');
    // City names come written in the viewer's language by the server (decision 0040); here the engine's.
    expect(rows.some((r) => r.textContent?.startsWith('London'))).toBe(true);
  });
});

describe("her Teachers' Pension and her partner's workplace pension, apart (W14)", () => {
  const parts = () => {
    const london = result.affordability.find((a) => a.cityId === 'london')!;
    expect(
      london.pensionParts?.map((p) => [p.earner, p.scheme ?? (p.statutory ? 'statutory' : 'typical')]),
    ).toEqual([
      ['self', 'teachers'],
      ['partner', 'statutory'],
    ]);
    const [self, partner] = london.pensionParts!;
    // The parts add up to the line's sum, to the pound.
    expect(Math.round(self!.monthly.value + partner!.monthly.value)).toBe(
      Math.round(london.pensionMonthly!.value),
    );
    const pounds = (v: number) => `£${Math.round(v).toLocaleString('en-GB')}`;
    return { london, self: pounds(self!.monthly.value), partner: pounds(partner!.monthly.value) };
  };

  it('names each part under its own scheme, each with its own source', () => {
    const { london, self, partner } = parts();
    const card = renderAffordabilityCard(state('en'), 'london', 'London');
    const line = within(card).getByTestId('afford-pension');
    const total = `£${Math.round(london.pensionMonthly!.value).toLocaleString('en-GB')}`;
    expect(line).toHaveTextContent(
      `After pension contributions of ${total} a month: Teachers' Pension ${self}, your partner's workplace pension ${partner} (the legal minimum)`,
    );
    expect(line).not.toHaveTextContent("Teachers' Pension Scheme contribution of");
    // Two source lines: the teachers' scheme and automatic enrolment.
    expect(line.querySelectorAll('.figure-note')).toHaveLength(2);
  });

  it('in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const { self, partner } = parts();
    const card = renderAffordabilityCard(state('nl'), 'london', 'Londen');
    const line = within(card).getByTestId('afford-pension');
    const nl = (s: string) => s.replace('£', '£ ').replace(',', '.');
    expect(line).toHaveTextContent(
      new RegExp(
        `^Na pensioenbijdragen van £ [\\d.]+ per maand: pensioenfonds voor leraren ${nl(self)}, werkgeverspensioen van je partner ${nl(partner)} \\(het wettelijke minimum\\)`,
      ),
    );
  });
});
