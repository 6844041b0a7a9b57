import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { mapAnswersToRequest } from '@thrive/core/contracts/analysis-request';
import { reviveAnswers } from '@thrive/core/contracts/onboarding';
import type { AnalysisResult } from '@thrive/core/contracts/analysis-result';
import { runAnalysis } from '@thrive/core/engine/index';
import { localizeAnalysis } from '@thrive/core/text/localize-analysis';
import { formatDate, formatMoney } from '@thrive/core/format';
import i18n from '@/lib/i18n';
import { DashboardFirstScreen, firstScreenState } from '@/features/dashboard/first-screen';
import { renderDashboardFirstScreen } from './entry-first-screen';

const ANSWERS = {
  personalInfo: { firstName: 'Sam', lastName: 'Visser', email: 'sam@example.org' },
  careerStatus: 'changing',
  skills: ['Python', 'SQL'],
  educationBackground: { level: 'bachelors', institution: 'Utrecht University', fieldOfStudy: 'Economics' },
  careerGoals: ['technical-mastery'],
  locationPreferences: ['urban'],
  industries: ['technology'],
  experienceLevel: 'junior',
  salaryRange: 50000,
};
const USER = { id: 'u1', email: 'sam@example.org', firstName: 'Sam', lastName: null, isAnonymous: false };
const HOSTILE = '<img src=x onerror="alert(1)">&<script>alert(2)</script>';

let result: AnalysisResult;
beforeAll(() => {
  const mapped = mapAnswersToRequest(ANSWERS);
  if (!mapped.ok) throw new Error(mapped.code);
  result = runAnalysis(mapped.request, { now: new Date('2026-11-22T10:00:00Z') });
});

/** The body of `GET /api/analyses/latest?lang=` as the server answers it. */
function latest(
  lang: 'en' | 'nl',
  change: (r: AnalysisResult) => AnalysisResult = (r) => r,
  status = 'completed',
) {
  const completed = status === 'completed';
  return {
    analysis: {
      id: '00000000-0000-4000-8000-000000000001',
      status,
      analysisResult: completed ? change(localizeAnalysis(result, lang)) : null,
      marketData: null,
      failureReason: null,
      datasetVersion: completed ? result.datasetVersion : null,
      createdAt: '2026-11-22T10:00:00.000Z',
      completedAt: completed ? '2026-11-22T10:00:03.000Z' : null,
    },
  };
}

/** Text of the HTML as a browser shows it (tags out, the entities React writes turned back). */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t\r\n]+/g, ' ');

describe("the dashboard's first screen rendered by the server (decision 0065)", () => {
  it("shows the person's own headline and figures, in their language", () => {
    const en = renderDashboardFirstScreen({ lang: 'en', latest: latest('en'), answers: ANSWERS, user: USER });
    const nl = renderDashboardFirstScreen({ lang: 'nl', latest: latest('nl'), answers: ANSWERS, user: USER });
    expect(en).not.toBeNull();
    expect(nl).not.toBeNull();
    const top = result.cityMatches[0]!;
    expect(text(en!)).toContain(localizeAnalysis(result, 'en').marketInsights);
    expect(en).toContain('data-testid="greeting"');
    expect(text(en!)).toContain('Your analysis is ready');
    expect(text(en!)).toContain('2 skills');
    // The person's expected pay (90% to 120% of 50,000) and the best match, from the answers and the analysis.
    expect(text(en!)).toContain(formatMoney(45000, 'EUR', 'en'));
    expect(text(en!)).toContain(top.name);
    expect(text(nl!)).toContain(localizeAnalysis(result, 'nl').marketInsights);
    expect(text(nl!)).toContain('Je analyse is klaar');
    expect(text(nl!)).toContain(formatMoney(45000, 'EUR', 'nl'));
    expect(text(nl!)).not.toContain('Your analysis is ready');
    // Rendering one language leaves the other's as it was (one i18next instance per language).
    expect(
      renderDashboardFirstScreen({ lang: 'en', latest: latest('en'), answers: ANSWERS, user: USER }),
    ).toBe(en);
  });

  it("writes the panel's date in the order of the request's languages (walk finding 10, decision 0131)", () => {
    const render = (languages: string[]) =>
      text(
        renderDashboardFirstScreen({
          lang: 'en',
          latest: latest('en'),
          answers: ANSWERS,
          user: USER,
          languages,
        })!,
      );
    expect(render(['en-GB', 'en'])).toContain('Updated 22 Nov 2026');
    expect(render(['en-US', 'en'])).toContain('Updated Nov 22, 2026');
    // The request's languages stand in for the render only: afterwards the browser's own (jsdom: en-US) count again.
    expect(formatDate('2026-11-22', 'en', navigator.languages)).toBe('Nov 22, 2026');
  });

  it('is what the app renders for the same person (the same components and frame)', () => {
    const body = latest('en');
    const state = firstScreenState({
      locale: 'en',
      user: { ...USER, name: '', emailVerified: false, twoFactorEnabled: false },
      answers: reviveAnswers(ANSWERS),
      record: body.analysis as never,
    });
    const app = renderToString(
      <I18nextProvider i18n={i18n}>
        <DashboardFirstScreen state={state} />
      </I18nextProvider>,
    );
    expect(renderDashboardFirstScreen({ lang: 'en', latest: body, answers: ANSWERS, user: USER })).toBe(app);
  });

  it('escapes a hostile name and hostile analysis text', () => {
    const hostileAnswers = { ...ANSWERS, personalInfo: { ...ANSWERS.personalInfo, firstName: HOSTILE } };
    const hostileUser = { ...USER, firstName: HOSTILE };
    // With a headline: the analysis' own text (CV-derived roles end up in it) is escaped.
    const withHeadline = renderDashboardFirstScreen({
      lang: 'en',
      latest: latest('en', (r) => ({ ...r, marketInsights: HOSTILE })),
      answers: hostileAnswers,
      user: hostileUser,
    })!;
    // Without one: the greeting names the person.
    const greeting = renderDashboardFirstScreen({
      lang: 'nl',
      latest: latest('nl', (r) => ({ ...r, marketInsights: '' })),
      answers: hostileAnswers,
      user: hostileUser,
    })!;
    for (const html of [withHeadline, greeting]) {
      expect(text(html)).toContain(HOSTILE);
      expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&lt;script&gt;');
      expect(html).not.toMatch(/<img|<script/i);
    }
    expect(text(greeting)).toContain(`Hoi ${HOSTILE}`);
  });

  it('is null without a completed analysis (the plain shell stays)', () => {
    for (const body of [
      { analysis: null },
      latest('en', undefined, 'pending'),
      latest('en', undefined, 'failed'),
      { analysis: { id: 'not a record' } },
      null,
      'garbage',
    ])
      expect(
        renderDashboardFirstScreen({ lang: 'en', latest: body, answers: ANSWERS, user: USER }),
      ).toBeNull();
  });
});
