import type { Browser, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { mapAnswersToRequest } from '../packages/core/src/contracts/analysis-request';
import { SAMPLE_ANSWERS } from '../packages/core/src/engine/sample-person';
import { baseUrl } from './browser';

/** A person's onboarding answers as the wizard stores them (the input; the analysis itself is made by the real API). */
export { SAMPLE_ANSWERS };

/** The wizard's local-storage record (zustand persist format) holding these answers. */
export function storedOnboarding(answers: unknown = SAMPLE_ANSWERS): string {
  return JSON.stringify({
    state: { answers, resume: { analyzed: false, nameFound: false }, stepSeconds: [], shownMilestones: [] },
    version: 1,
  });
}

/** The mapped request for generate-career-analysis, built with the same function the web app uses. */
export function mappedRequest(answers: unknown = SAMPLE_ANSWERS, locale: 'en' | 'nl' = 'en') {
  const mapped = mapAnswersToRequest(answers, { locale });
  if (!mapped.ok) throw new Error(`sample answers do not map: ${mapped.code}`);
  return mapped.request;
}

/**
 * In the page (its cookies): an anonymous session, then the analysis of `request`, waiting until it is completed.
 * A submission behind queued jobs answers 202 at once (decision 0039), which a loaded machine shows.
 * Returns `completed`, or what went wrong.
 */
export async function completedAnalysisIn(
  page: { evaluate: <R, A>(fn: (arg: A) => Promise<R>, arg: A) => Promise<R> },
  request: unknown,
): Promise<string> {
  return page.evaluate(async (body) => {
    const session = await fetch('/api/auth/sign-in/anonymous', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!session.ok) return `session ${session.status}`;
    const response = await fetch('/api/functions/generate-career-analysis', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ onboardingData: body }),
    });
    if (response.status !== 200 && response.status !== 202) return `generate ${response.status}`;
    for (let attempt = 0; attempt < 160; attempt++) {
      const latest = (await (await fetch('/api/analyses/latest')).json()) as {
        analysis?: { status?: string };
      };
      const status = latest.analysis?.status;
      if (status === 'completed' || status === 'failed') return status;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return 'still pending';
  }, request);
}

/**
 * The setup of the specs that start on a dashboard with a real analysis: in a new context, the answers as the wizard's
 * draft in local storage and an anonymous person's completed analysis of them. Returns the context's storage state,
 * for `pageIn` (browser.ts) to open pages as that person.
 */
export async function completedAnalysisState(
  browser: Browser,
  answers: unknown = SAMPLE_ANSWERS,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(
      (stored) => localStorage.setItem('thrive.onboarding-data', stored),
      storedOnboarding(answers),
    );
    expect(await completedAnalysisIn(page, mappedRequest(answers))).toBe('completed');
    return await context.storageState();
  } finally {
    await context.close();
  }
}
