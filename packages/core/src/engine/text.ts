import type { Affordability } from '../contracts/analysis-result';
import type { AnalysisLocale } from '../contracts/analysis-request';
import type { ExperienceLevel, PredictionTimeframe } from '../contracts/enums';
import type { MoneyFigure } from '../contracts/figure';
import type { EngineCity, EngineRole } from './data';

/** The engine's own prose (English and Dutch), built only from its figures. A language model may rewrite it. */

const fmt = (locale: AnalysisLocale, value: number) =>
  Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'nl' ? '.' : ',');

export function marketInsightsText(
  locale: AnalysisLocale,
  f: { role: EngineRole; city: EngineCity; match: number; salary: MoneyFigure; affordability: Affordability },
): string {
  const growth = f.role.growth.value;
  const openings = f.role.openings?.value;
  const a = f.affordability;
  const share = a.rentShareOfNet;
  if (locale === 'nl') {
    return [
      `Voor ${f.role.title} verwacht het Amerikaanse BLS een groei van de werkgelegenheid van ${growth}%${openings ? `, met ongeveer ${fmt(locale, openings)} vacatures per jaar` : ''}.`,
      `Je beste match is ${f.city.name} (${f.match}%): daar verdien je als ${f.role.title} ongeveer ${fmt(locale, a.grossAnnual.value)} ${a.currency} bruto per jaar.`,
      `De huur voor een woning met ${a.bedrooms} slaapkamer${a.bedrooms === 1 ? '' : 's'} is ${share}% van je netto inkomen${a.checks.thirtyPercentOfNet.pass ? ', binnen de 30%-richtlijn' : ', boven de 30%-richtlijn'}.`,
    ].join(' ');
  }
  return [
    `${f.role.title} employment is projected to change by ${growth}% (BLS)${openings ? `, with about ${fmt(locale, openings)} openings a year` : ''}.`,
    `Your best match is ${f.city.name} (${f.match}%): as a ${f.role.title} you would earn about ${fmt(locale, a.grossAnnual.value)} ${a.currency} gross a year there.`,
    `Rent for a ${a.bedrooms}-bedroom home takes ${share}% of your net pay${a.checks.thirtyPercentOfNet.pass ? ', within the 30% guideline' : ', above the 30% guideline'}.`,
  ].join(' ');
}

const LEVEL_WORDS: Record<AnalysisLocale, Record<ExperienceLevel, string>> = {
  en: { entry: 'an entry-level', junior: 'a junior', mid: 'a mid-level', senior: 'a senior', lead: 'a lead' },
  nl: {
    entry: 'een starter',
    junior: 'een junior',
    mid: 'een medior',
    senior: 'een senior',
    lead: 'een lead',
  },
};

export function pathDescription(
  locale: AnalysisLocale,
  timeframe: PredictionTimeframe,
  role: string,
  level: ExperienceLevel,
  city: string,
): string {
  const level_ = LEVEL_WORDS[locale][level];
  if (locale === 'nl') {
    const when = { '0-3': 'In de komende 3 jaar', '3-5': 'Over 3 tot 5 jaar', '5-10': 'Over 5 tot 10 jaar' }[
      timeframe
    ];
    return `${when} werk je als ${level_} ${role}, met ${city} als beste plek om dat te doen.`;
  }
  const when = { '0-3': 'In the next 3 years', '3-5': 'In 3 to 5 years', '5-10': 'In 5 to 10 years' }[
    timeframe
  ];
  return `${when} you work as ${level_} ${role}, with ${city} as the best place to do it.`;
}
