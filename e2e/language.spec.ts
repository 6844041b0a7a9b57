import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_TABS } from '../packages/core/src/rules/dashboard';
import { ONBOARDING_SLUGS } from '../packages/core/src/routes';
import citiesJson from '../packages/core/src/datasets/data/cities.json';
import coursesJson from '../packages/core/src/datasets/data/courses.json';
import { DATA_SOURCES } from '../packages/core/src/datasets/sources';
import { cityName } from '../packages/core/src/text/names';
import { employerParts, sourceTitles } from '../packages/core/src/text/sources';
import dataSourcesNl from '../apps/web/src/locales/nl/dataSources.json';
import { launchBrowser, newPage, pageIn, settle } from './browser';
import { SAMPLE_ANSWERS, completedAnalysisIn, mappedRequest, storedOnboarding } from './dashboard-answers';

/**
 * Issue 17: every screen in one language. The wizard, every dashboard tab, the printable report and the public pages
 * are opened in Dutch and in English against the production build and the real API (one analysis, made in English,
 * shown in both), and the visible text is checked against common words of the other language. Proper names are
 * excepted the HTML way, and only proper names (decision 0029): text inside `translate="no"` is skipped only when it
 * is one of the names the data knows (titles of cited publications, course titles, employers, the data-sources
 * table's titles and publishers); any other `translate="no"` text (a whole source note, an employer's descriptor) is
 * checked like the rest. Text marked with another `lang` (licence attributions quoted in English) is not checked.
 */

/**
 * Common English words that are not Dutch words (not 'is', 'in', 'of', 'data', 'team', 'plan', 'per', and not the
 * English words Dutch uses as its own: 'match', 'best', 'download', 'machine learning').
 */
const ENGLISH_WORDS = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'for',
  'from',
  'this',
  'that',
  'are',
  'was',
  'have',
  'has',
  'will',
  'would',
  'not',
  'to',
  'by',
  'on',
  'at',
  'it',
  'an',
  'or',
  'our',
  'more',
  'about',
  'what',
  'how',
  'why',
  'when',
  'where',
  'which',
  'who',
  'get',
  'next',
  'back',
  'skills',
  'skill',
  'city',
  'cities',
  'salary',
  'year',
  'years',
  'month',
  'learn',
  'career',
  'job',
  'jobs',
  'work',
  'step',
  'save',
  'continue',
  'sign',
  'password',
  'profile',
  'rent',
  'living',
  'cost',
  'money',
  'left',
  'level',
  'people',
  'company',
  'companies',
  'industry',
  'industries',
  'growth',
  'actions',
  'quick',
  'compare',
  'recommendations',
  'overview',
  'generate',
  'analysis',
  'report',
  'terms',
  'business',
  'individuals',
  'sources',
  'source',
  'estimate',
  'official',
  'derived',
  'near',
  'capital',
  'largest',
  'hub',
  'headquarters',
  'future',
  'snapshot',
  'communication',
  'teamwork',
  'leadership',
  'care',
  'patient',
  // Words of source notes, labels and employer descriptors (decision 0029): 'Cao Ziekenhuizen (NVZ and unions):
  // salary scale of the HBO-trained hospital nurse', 'OECD-modified equivalence scale', 'GeoNames population', 'the
  // mean of four scores', '90% Dutch', 'largest engineering office outside the US'.
  'unions',
  'nurse',
  'hospital',
  'trained',
  'scale',
  'equivalence',
  'modified',
  'population',
  'mean',
  'four',
  'dutch',
  'english',
  'office',
  'outside',
  'nearby',
  'rounded',
  'converted',
  'revised',
  'percentile',
  'movers',
  'tenants',
  'gross',
  'median',
  'wage',
  'wages',
  'pay',
  'income',
  'benefits',
  'children',
];

/** Common Dutch words that are not English words (not 'de', 'met', 'in', 'is', which English or names use). */
const DUTCH_WORDS = [
  'het',
  'een',
  'van',
  'en',
  'je',
  'jouw',
  'naar',
  'voor',
  'niet',
  'ook',
  'bij',
  'maar',
  'wat',
  'hoe',
  'waar',
  'wij',
  'onze',
  'ons',
  'deze',
  'dit',
  'zijn',
  'wordt',
  'kan',
  'stad',
  'steden',
  'huur',
  'vaardigheden',
  'jaar',
  'maand',
  'gegevens',
  'volgende',
  'vorige',
  'opslaan',
  'doorgaan',
  'beste',
  'werk',
  'loopbaan',
  'inloggen',
  'wachtwoord',
  // Words of Dutch source notes and labels (decision 0029).
  'afgerond',
  'omgerekend',
  'gemiddelde',
  'schatting',
  'inwonertal',
  'kantoor',
  'buurt',
  'vakbonden',
  'nederlands',
  'engels',
  'landelijk',
  'landelijke',
  'bruto',
];

/** The proper names a page may keep in their own language inside `translate="no"`. */
const PROPER_NAMES = new Set<string>([
  ...sourceTitles(),
  ...coursesJson.courses.map((course) => course.title),
  ...citiesJson.cities.flatMap((city) => [city.name, cityName(city.id, 'nl')]),
  ...citiesJson.cities.flatMap((city) =>
    Object.values(city.employers as unknown as Record<string, string[]>).flatMap((list) =>
      list.flatMap((employer) =>
        employerParts(employer, 'nl')
          .filter((part) => part.name)
          .map((part) => part.text),
      ),
    ),
  ),
  // The data-sources table: titles and publishers, except the ones it describes in words (translated, not marked).
  ...DATA_SOURCES.flatMap((source) => [
    ...(source.id in dataSourcesNl.sourceName ? [] : [source.name]),
    ...(source.id in dataSourcesNl.publisherName ? [] : [source.publisher]),
  ]),
]);

const PAGES = [
  '/',
  '/individuals',
  '/business',
  '/about',
  '/login',
  '/register',
  '/forgot-password',
  '/terms',
  '/privacy',
  '/data-sources',
];
const WIZARD = ONBOARDING_SLUGS.filter((slug) => slug !== 'processing').map((slug) => `/onboarding/${slug}`);

let browser: Browser;
let completedState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser);
  await page.goto('/');
  await page.evaluate(
    (stored) => localStorage.setItem('thrive.onboarding-data', stored),
    storedOnboarding(SAMPLE_ANSWERS),
  );
  // One analysis, made in English: the Dutch pages must show it in Dutch without a new one.
  expect(await completedAnalysisIn(page, mappedRequest(SAMPLE_ANSWERS, 'en'))).toBe('completed');
  completedState = await context.storageState();
  await context.close();
});
afterAll(() => browser?.close());

/**
 * The visible text of the page, without scripts and hidden elements; `translate="no"` parts are left out only when
 * they are known proper names (`PROPER_NAMES`).
 */
async function visibleText(page: Page): Promise<string> {
  const { text, marked } = await page.evaluate(() => {
    const parts: string[] = [];
    const marked: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [hidden]')) continue;
      // Text marked as another language (licence attributions quoted in English) is that language's on purpose.
      const lang = parent.closest('[lang]')?.getAttribute('lang');
      if (lang && lang !== document.documentElement.lang) continue;
      if (!parent.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) continue;
      const name = parent.closest('[translate="no"]');
      if (name) {
        // Collected once per marked element, as a whole, to be compared with the known names.
        if (name.firstChild && name.contains(node) && !marked.includes(name.textContent ?? '')) {
          marked.push(name.textContent ?? '');
        }
        continue;
      }
      parts.push(node.textContent ?? '');
    }
    return { text: parts.join(' '), marked };
  });
  const unknown = marked.filter((name) => !PROPER_NAMES.has(name.trim()));
  return [text, ...unknown].join(' ');
}

/** The words of `list` found in `text`, each with a little context. */
export function foreignWords(text: string, list: readonly string[]): string[] {
  const words = new Set(list);
  const found: string[] = [];
  const tokens = text.split(/\s+/);
  tokens.forEach((token, i) => {
    const bare = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
    // Acronyms ('CC BY 4.0', 'ICT') are names, not words.
    if (bare.length > 1 && bare === bare.toUpperCase()) return;
    const word = bare.toLowerCase();
    if (words.has(word)) found.push(`"${word}" in "${tokens.slice(Math.max(0, i - 4), i + 5).join(' ')}"`);
  });
  return found;
}

describe.each([
  { language: 'nl' as const, foreign: ENGLISH_WORDS },
  { language: 'en' as const, foreign: DUTCH_WORDS },
])('every screen in one language: $language', ({ language, foreign }) => {
  const check = async (paths: string[], width = 1440) => {
    const { context, page } = await pageIn(browser, completedState, language, width);
    const problems: string[] = [];
    try {
      for (const path of paths) {
        await page.goto(path);
        await settle(page);
        const found = foreignWords(await visibleText(page), foreign);
        if (found.length > 0) problems.push(`${path}: ${found.slice(0, 12).join('; ')}`);
      }
    } finally {
      await context.close();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  };

  it('public pages', () => check(PAGES), 120_000);
  it('the wizard', () => check(WIZARD), 180_000);
  it(
    'every dashboard tab and the printable report',
    () => check([...DASHBOARD_TABS.map((tab) => `/dashboard?tab=${tab.id}`), '/dashboard?print=report']),
    180_000,
  );
  it(
    'the dashboard at 390 px',
    () => check(['/dashboard?tab=profile', '/dashboard?tab=compare'], 390),
    120_000,
  );
});
