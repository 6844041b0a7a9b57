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

const LEVEL_NAMES: Record<AnalysisLocale, Record<ExperienceLevel, string>> = {
  en: { entry: 'entry-level', junior: 'junior', mid: 'mid-level', senior: 'senior', lead: 'lead' },
  nl: { entry: 'starter', junior: 'junior', mid: 'medior', senior: 'senior', lead: 'lead' },
};

export type MilestoneTextId =
  'profile-ready' | 'skill-start' | 'skill-target' | 'apply' | 'move' | 'step-up' | 'long-term';

export interface MilestoneTextParams {
  role: string;
  city: string;
  skill?: string;
  hours?: number;
  weeks?: number;
  level?: ExperienceLevel;
}

/** Milestone titles and descriptions in the person's language. */
export function milestoneText(
  locale: AnalysisLocale,
  id: MilestoneTextId,
  p: MilestoneTextParams,
): { title: string; description: string } {
  const level = p.level ? LEVEL_NAMES[locale][p.level] : '';
  const asLevel = p.level ? LEVEL_WORDS[locale][p.level] : '';
  if (locale === 'nl') {
    const nl: Record<MilestoneTextId, { title: string; description: string }> = {
      'profile-ready': {
        title: `Werk je cv en profielen bij voor ${p.role}`,
        description:
          'Laat de vaardigheden zien die je al hebt voor de rol, in de woorden die werkgevers gebruiken.',
      },
      'skill-start': {
        title: `Begin met leren: ${p.skill}`,
        description: `${p.hours} uur tot het doelniveau, ongeveer ${p.weeks} weken in jouw tempo.`,
      },
      'skill-target': {
        title: `Bereik het doelniveau in ${p.skill}`,
        description: 'Je belangrijkste vaardigheidskloof voor de volgende stap, gedicht.',
      },
      apply: {
        title: `Solliciteer op functies als ${p.role} in ${p.city}`,
        description: 'Begin bij de bedrijven in je aanbevelingen.',
      },
      move: {
        title: `Plan je verhuizing naar ${p.city}`,
        description:
          'Controleer de huur en de inkomenseisen van verhuurders in je betaalbaarheidsoverzicht voordat je tekent.',
      },
      'step-up': {
        title: `Groei door naar ${level} ${p.role}`,
        description: 'De stap voor over 3 tot 5 jaar in je loopbaanpad.',
      },
      'long-term': {
        title: `Werk als ${asLevel} ${p.role}`,
        description: 'De horizon van 5 tot 10 jaar van je plan.',
      },
    };
    return nl[id];
  }
  const en: Record<MilestoneTextId, { title: string; description: string }> = {
    'profile-ready': {
      title: `Update your CV and profiles for ${p.role}`,
      description: 'Show the skills you already have for the role, in the words employers use.',
    },
    'skill-start': {
      title: `Start learning ${p.skill}`,
      description: `${p.hours} hours to reach the target level, about ${p.weeks} weeks at your pace.`,
    },
    'skill-target': {
      title: `Reach the target level in ${p.skill}`,
      description: 'Your most important gap for the next step, closed.',
    },
    apply: {
      title: `Apply for ${p.role} roles in ${p.city}`,
      description: 'Start with the companies in your recommendations.',
    },
    move: {
      title: `Plan your move to ${p.city}`,
      description: 'Check the rent and the landlord income rules in your affordability view before you sign.',
    },
    'step-up': {
      title: `Step up to ${level} ${p.role}`,
      description: 'The 3-5 year step of your career path.',
    },
    'long-term': {
      title: `Work as ${asLevel} ${p.role}`,
      description: 'The 5-10 year horizon of your plan.',
    },
  };
  return en[id];
}
