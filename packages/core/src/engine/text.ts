import type { AnalysisLocale } from '../contracts/analysis-request';
import type { ExperienceLevel, PredictionTimeframe } from '../contracts/enums';
import { formatMoney, formatNumber, formatPercent, rentShareNumber, titleInSentence } from '../format';
import { SHOWN_LIMITS } from '../rules/affordability';
import { EXCHANGE_RATES } from './exchange-rates';
import { roleInSentence } from '../text/names';
import { convertValue } from './money';

/**
 * The engine's own prose (English and Dutch), built only from its figures and names given in the same language.
 * The engine writes it in the request's language; the dashboard, report and export write it again in the viewer's
 * language from the analysis' codes and figures (text/localize-analysis.ts). A language model may rewrite it.
 */

export interface MarketInsightsParams {
  /** The best-fitting role's name, in `locale`. */
  role: string;
  /** Projected employment change in % (BLS). */
  growth: number;
  /** Openings a year, when known. */
  openings?: number;
  /**
   * The BLS occupation the growth and openings are for, in `locale`, where it is another than the role's own
   * (decision 0130: Data Analyst carries the projection for data scientists): the sentence then names it.
   */
  blsOccupation?: string;
  /** The best city's name, in `locale`. */
  city: string;
  /**
   * The best city's country (ISO 3166-1 alpha-2). The growth and openings are US BLS projections: the sentence leads
   * with them only when the best city is in the US; elsewhere it leads with the best match, its pay and rent share.
   */
  country: string;
  match: number;
  grossAnnual: number;
  /** The best city's currency (`grossAnnual` is in it). */
  currency: string;
  /** The person's own currency: the pay is then also said in it after "≈" (decision 0034). */
  home?: string;
  bedrooms: number;
  /**
   * A student living alone: the rent of a room in a shared home there while she studies, in `currency` (decision
   * 0253). The rent share stays on the home of `bedrooms`, as the pay is the pay after graduation.
   */
  studyRoomRent?: number;
  /** Rent as % of the household's net income. */
  rentShare: number;
  within30: boolean;
  /** The net income holds more than the person's own pay (a partner's, child benefits): said so (walk D7). */
  household?: boolean;
  /**
   * The pay is the person's own current pay where they live now (`payOrigin` 'current'), not the role's typical pay:
   * said as theirs, never as what the predicted role earns (walk 0112).
   */
  payIsCurrent?: boolean;
  /** The pay is the person's own scaled to the city by the role's typical pay (`payOrigin` 'scaled', decision 0129). */
  payIsScaled?: boolean;
  /**
   * The person is still studying for the role (decision 0139; walk finding 15: a student nurse read the sentence as if
   * she already works): the role's pay is what they earn after they graduate.
   */
  studying?: boolean;
}

/** Whether an affordability entry's net income holds more than the person's own pay: a partner's or child benefits. */
export function householdCounts(entry: {
  partnerGrossAnnual?: { value: number } | undefined;
  childBenefitsMonthly?: { value: number } | undefined;
}): boolean {
  return (entry.partnerGrossAnnual?.value ?? 0) > 0 || (entry.childBenefitsMonthly?.value ?? 0) > 0;
}

export function marketInsightsText(locale: AnalysisLocale, p: MarketInsightsParams): string {
  const growth = formatPercent(p.growth, locale);
  const openings = p.openings ? formatNumber(p.openings, locale) : null;
  const match = formatPercent(p.match, locale, 0);
  const gross = moneyInBoth(p.grossAnnual, p.currency, p.home, locale);
  // As every screen shows the share (audit 0121): one decimal, never rounded onto the 30% line it is not on.
  const share = `${rentShareNumber(p.rentShare, [SHOWN_LIMITS.rentSharePercent], locale)}%`;
  const us = p.country === 'US';
  if (locale === 'nl') {
    return [
      us &&
        `${p.blsOccupation ? `Voor ${p.blsOccupation}, het BLS-beroep dat het dichtst bij ${p.role} ligt,` : `Voor de functie ${p.role}`} verwacht het Amerikaanse BLS een groei van de werkgelegenheid van ${growth}${openings ? `, met ongeveer ${openings} vacatures per jaar` : ''}.`,
      p.payIsCurrent
        ? `Je beste match is ${p.city} (${match}), waar je nu ${gross} bruto per jaar verdient.`
        : p.payIsScaled
          ? `Je beste match is ${p.city} (${match}): met je huidige salaris, naar verhouding van het gangbare salaris voor ${p.role} daar, verdien je ongeveer ${gross} bruto per jaar.`
          : `Je beste match is ${p.city} (${match}): daar verdien je${p.studying ? ' na je afstuderen' : ''} als ${p.role} ongeveer ${gross} bruto per jaar.`,
      `De huur voor een woning met ${p.bedrooms} slaapkamer${p.bedrooms === 1 ? '' : 's'} is ${share} van ${p.household ? 'het netto inkomen van je huishouden' : 'je netto inkomen'}${p.within30 ? ', binnen de 30%-richtlijn' : ', boven de 30%-richtlijn'}.`,
      p.studyRoomRent !== undefined &&
        `Zolang je studeert, kost een kamer in een gedeeld huis daar ongeveer ${moneyInBoth(p.studyRoomRent, p.currency, p.home, locale)} per maand.`,
    ]
      .filter(Boolean)
      .join(' ');
  }
  return [
    us &&
      `${p.blsOccupation ? `Employment of ${p.blsOccupation}, the BLS occupation closest to ${p.role},` : `${p.role} employment`} is projected to change by ${growth} (BLS)${openings ? `, with about ${openings} openings a year` : ''}.`,
    p.payIsCurrent
      ? `Your best match is ${p.city} (${match}), where you earn ${gross} gross a year now.`
      : p.payIsScaled
        ? `Your best match is ${p.city} (${match}): your current pay, scaled by the typical pay for ${p.role} there, comes to about ${gross} gross a year.`
        : `Your best match is ${p.city} (${match}): ${p.studying ? 'after you graduate, ' : ''}as ${articleFor(p.role)} ${p.role} you would earn about ${gross} gross a year there.`,
    `Rent for a ${p.bedrooms}-bedroom home takes ${share} of ${p.household ? "your household's net income" : 'your net pay'}${p.within30 ? ', within the 30% guideline' : ', above the 30% guideline'}.`,
    p.studyRoomRent !== undefined &&
      `While you study, a room in a shared home there costs about ${moneyInBoth(p.studyRoomRent, p.currency, p.home, locale)} a month.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * An amount about a city the one way the app writes it (decision 0034): in the city's currency, then "≈" the same in
 * the person's own at the bundled ECB reference rates where that differs and is known ("CHF 98,000 ≈ £86,000").
 */
export function moneyInBoth(
  value: number,
  currency: string,
  home: string | undefined,
  locale: AnalysisLocale,
): string {
  const there = formatMoney(value, currency, locale);
  const known = (c: string) => c === 'EUR' || Boolean(EXCHANGE_RATES[c]);
  if (!home || home === currency || !known(home) || !known(currency)) return there;
  return `${there} ≈ ${formatMoney(convertValue(value, currency, home, EXCHANGE_RATES), home, locale)}`;
}

/**
 * "a" or "an" before an English role title by its sound: "an Accountant", "a UX/UI Designer", "a University
 * Lecturer", "an HR Manager" is not guessed (consonant letters keep "a").
 */
export function articleFor(title: string): 'a' | 'an' {
  if (/^(u[a-z]?x|uni|use|usu|ur[aeiou]|eu|one)/i.test(title)) return 'a';
  return /^[aeiou]/i.test(title) ? 'an' : 'a';
}

const LEVEL_WORDS: Record<AnalysisLocale, Record<ExperienceLevel, string>> = {
  en: { entry: 'an entry-level', junior: 'a junior', mid: 'a mid-level', senior: 'a senior', lead: 'a lead' },
  // Dutch names a profession after "als" without an article: "je werkt als medior verpleegkundige".
  nl: { entry: 'startende', junior: 'junior', mid: 'medior', senior: 'senior', lead: 'lead' },
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

/** Notes on a career path step (decision 0045), by code; the params are kept on the step so any locale can say them. */
export type PathNoteCode =
  | 'path.pay-cut'
  | 'path.below-current'
  | 'path.estimate'
  | 'path.level-down'
  | 'path.level-top'
  | 'path.pay-down'
  | 'path.degree'
  | 'path.degree-unknown'
  | 'path.new-field';

const DEGREES: Record<AnalysisLocale, Record<string, string>> = {
  en: {
    associate: 'an associate degree',
    bachelor: "a bachelor's degree",
    master: "a master's degree",
    doctorate: 'a doctorate',
  },
  nl: {
    associate: 'een associate degree',
    bachelor: 'een bachelor',
    master: 'een master',
    doctorate: 'een promotie',
  },
};

/** The degree a role's typical years of education after school stand for (job zone years, engine/bundled.ts). */
export const degreeOfYears = (years: number): string =>
  years >= 9 ? 'doctorate' : years >= 6 ? 'master' : years >= 4 ? 'bachelor' : 'associate';

/** One note of a career path step in the person's language. */
export function pathNoteText(
  locale: AnalysisLocale,
  code: string,
  params: Readonly<Record<string, string | number>>,
): string {
  const money = (key: string) => formatMoney(Number(params[key]), String(params.currency), locale);
  const nl = locale === 'nl';
  switch (code) {
    case 'path.pay-cut': {
      // Older results carry no level: their first step was at most junior.
      const level =
        LEVEL_NAMES[locale][(params.level as ExperienceLevel | undefined) ?? 'junior'] ?? 'junior';
      const article = level === 'entry-level' ? 'an' : 'a';
      // The step's own pay (walk W706); results stored before it carry the band's low edge as `low`.
      if (params.pay !== undefined)
        return nl
          ? `Wie van vak wisselt, begint meestal lager: de eerste jaren kunnen minder betalen dan de ${money('current')} die je nu verdient (een ${level} verdient hier gewoonlijk ${money('pay')}).`
          : `Changing field usually means starting lower: the first years may pay less than the ${money('current')} you earn now (${article} ${level} here typically earns ${money('pay')}).`;
      return nl
        ? `Wie van vak wisselt, begint meestal lager: de eerste jaren kunnen minder betalen dan de ${money('current')} die je nu verdient (een ${level} begint hier vanaf ongeveer ${money('low')}).`
        : `Changing field usually means starting lower: the first years may pay less than the ${money('current')} you earn now (${article} ${level} here starts from about ${money('low')}).`;
    }
    case 'path.new-field': {
      const years = params.years === undefined ? undefined : Number(params.years);
      const entry = params.level === 'entry';
      // Decision 0240: the role that is new and the role the years were earned in; results stored before it name neither.
      if (params.roleId !== undefined) return newFieldText(locale, params, years, entry);
      if (nl)
        return `Je hebt tot nu toe ${years === undefined ? '' : `${years} jaar `}in een ander vakgebied gewerkt: die jaren tellen als ervaring, niet als jaren in dit vak. ${entry ? 'Je begint als starter, zoals anderen die nieuw zijn in het vak' : 'Je begint als junior (wat je meebrengt slaat het starterniveau over)'} en groeit daarna een niveau per stap. Werk je al in dit vak? Zet die baan in je cv of noem hem bij je doelen, dan tellen je jaren volledig.`;
      return `You have worked ${years === undefined ? '' : `${years} ${years === 1 ? 'year' : 'years'} `}in another field so far: those years count as experience, not as years in this one. ${entry ? 'You start at entry level, like others new to the field' : 'You start as a junior (what you bring skips the entry level)'}, then climb a level each step. Already working in this field? Add that job to your CV or name it in your goals, and your years count fully.`;
    }
    case 'path.from-words': {
      const role = roleInSentence(String(params.roleId), locale);
      const nearest = Number(params.nearest) === 1;
      if (nl)
        return `Dit plan volgt ${nearest ? 'de functie in Thrive die het dichtst ligt bij het werk dat je in je eigen woorden noemde' : 'de functie die je in je eigen woorden noemde'}, niet je vaardigheden: daarbij past ${role} beter (${params.match} van 100).`;
      return `This plan follows ${nearest ? 'the role in Thrive nearest to the work you named in your own words' : 'the role you named in your own words'}, not your skills: ${role} fits them better (${params.match} out of 100).`;
    }
    case 'path.estimate':
      if (Number(params.cited) === 1)
        return nl
          ? 'Dit salaris is een schatting van Thrive, afgeleid uit de bron die erbij staat: die bron heeft zelf geen cijfer voor deze functie op dit niveau hier.'
          : 'This pay is a Thrive estimate worked out from the source it cites: that source has no figure of its own for this role at this level here.';
      return nl
        ? 'Dit salaris is een schatting van Thrive: er is hier geen officieel cijfer voor deze functie.'
        : 'This pay is a Thrive estimate: there is no official figure for this role here.';
    case 'path.level-down':
      return nl
        ? 'Een nieuwe functie: je begint een niveau lager dan in je vorige stap, terwijl je het werk leert.'
        : 'A new role: you start one level below your previous step while you learn the work.';
    case 'path.level-top': {
      const level = (params.level as ExperienceLevel | undefined) ?? 'senior';
      const name = LEVEL_NAMES[locale][level] ?? level;
      const lead = level === 'lead';
      if (nl)
        return `Hetzelfde niveau als de stap hiervoor: ${name} is het hoogste niveau waar je antwoorden toe leiden${lead ? '' : ' (lead vraagt leiderschap als doel)'}. De officiële cijfers geven één salaris per niveau, dus groei binnen het niveau (loonsverhogingen, inflatie) staat er niet in.`;
      return `The same level as the step before: ${name} is the highest level your answers lead to${lead ? '' : ' (lead asks for leadership as a goal)'}. The official figures give one pay per level, so growth within the level (raises, inflation) is not in them.`;
    }
    case 'path.below-current':
      return nl
        ? `Het gangbare salaris van deze stap hier, ongeveer ${money('pay')}, ligt onder de ${money('current')} die je nu verdient: geen stap omhoog in salaris.`
        : `The typical pay of this step here, about ${money('pay')}, is below the ${money('current')} you earn now: not a step up in pay.`;
    case 'path.group-pay': {
      const group = ISCO_MAJOR_GROUPS[locale][String(params.group)];
      return nl
        ? `Het salaris van deze functie is hier het gemiddelde van een hele beroepsgroep (${group ?? 'alle beroepen van die groep'}), geen cijfer voor deze functie zelf: een deel van de stijging ten opzichte van de vorige stap komt door die andere basis.`
        : `The pay of this role here is the mean of a whole occupational group (${group ?? 'every occupation of that group'}), not a figure for this role itself: part of the rise from the step before comes from that other basis.`;
    }
    case 'path.pay-down':
      return nl
        ? 'Een andere functie: die betaalt op dit niveau hier minder dan je vorige stap.'
        : 'A different role: at this level it pays less here than your previous step.';
    case 'path.degree': {
      const degree = DEGREES[locale][String(params.degree)] ?? DEGREES[locale].master!;
      return nl
        ? `Deze functie vraagt meestal ${degree}: meer opleiding dan je nu hebt.`
        : `This role usually asks for ${degree}: more education than you have now.`;
    }
    case 'path.degree-unknown': {
      const degree = DEGREES[locale][String(params.degree)] ?? DEGREES[locale].master!;
      return nl
        ? `Deze functie vraagt meestal ${degree}. Je hebt geen opleiding ingevuld: heb je die niet, dan hoort die opleiding bij deze stap.`
        : `This role usually asks for ${degree}. You entered no education: if you do not have it, that study is part of this step.`;
    }
    default:
      return '';
  }
}

/** The ISCO-08 major groups whose mean prices a role (Eurostat SES), by their first digit. */
const ISCO_MAJOR_GROUPS: Record<AnalysisLocale, Record<string, string>> = {
  en: {
    '1': 'all managers',
    '2': 'all professionals',
    '3': 'all technicians and associate professionals',
    '4': 'all clerical support workers',
    '5': 'all service and sales workers',
    '6': 'all skilled agricultural, forestry and fishery workers',
    '7': 'all craft and related trades workers',
    '8': 'all plant and machine operators and assemblers',
    '9': 'all elementary occupations',
  },
  nl: {
    '1': 'alle managers',
    '2': 'alle specialisten',
    '3': 'alle technici en vakspecialisten',
    '4': 'al het administratief personeel',
    '5': 'al het dienstverlenend en verkooppersoneel',
    '6': 'alle geschoolde landbouwers, bosbouwers en vissers',
    '7': 'alle ambachtslieden',
    '8': 'alle bedieners van machines en installaties en assembleurs',
    '9': 'alle elementaire beroepen',
  },
};

/**
 * Why a first step in work that is new to the person starts at entry or junior level (decisions 0077, 0240), naming the
 * new role and, when a CV job or the person's own words said it, the role their years were earned in.
 */
function newFieldText(
  locale: AnalysisLocale,
  params: Readonly<Record<string, string | number>>,
  years: number | undefined,
  entry: boolean,
): string {
  const role = roleInSentence(String(params.roleId), locale);
  const from =
    params.fromRoleId === undefined ? undefined : roleInSentence(String(params.fromRoleId), locale);
  const one = years === 1;
  if (locale === 'nl') {
    const yearsNl = years === undefined ? 'jaren' : `${years} jaar`;
    const work = `je ${yearsNl} ${from ? `als ${from}` : 'werk in een ander vakgebied'} ${one ? 'telt' : 'tellen'} als ervaring, niet als ${one ? 'jaar' : 'jaren'} in dit werk`;
    const start = `Je bent nieuw in het werk als ${role}, dus Thrive plant je eerste functie op ${entry ? 'starterniveau' : 'juniorniveau'}`;
    const why = entry
      ? `${start}, waar ook anderen beginnen die nieuw zijn in dit werk${years || from ? ` (${work})` : ''}; daarna groei je een niveau per stap.`
      : `${start}: ${work}. Dat tilt je een niveau boven het starterniveau, en niet hoger zolang je niet in dit werk hebt gewerkt; daarna groei je een niveau per stap.`;
    return `${why} Werk je al in dit vak? Zet die baan in je cv of noem hem bij je doelen, dan tellen je jaren volledig.`;
  }
  const yearsEn = years === undefined ? 'years' : `${years} ${one ? 'year' : 'years'}`;
  const work = `your ${yearsEn} ${from ? `as ${articleFor(from)} ${from}` : 'of work in another field'} ${one ? 'counts' : 'count'} as experience, not as ${one ? 'a year' : 'years'} in this work`;
  const start = `You are new to work as ${articleFor(role)} ${role}, so Thrive plans your first role at ${entry ? 'entry level' : 'junior level'}`;
  const why = entry
    ? `${start}, where others new to this work start${years || from ? ` (${work})` : ''}; then you climb a level each step.`
    : `${start}: ${work}. That lifts you one level above entry level, and no higher until you have worked in it; then you climb a level each step.`;
  return `${why} Already working in this field? Add that job to your CV or name it in your goals, and your years count fully.`;
}

const LEVEL_NAMES: Record<AnalysisLocale, Record<ExperienceLevel, string>> = {
  en: { entry: 'entry-level', junior: 'junior', mid: 'mid-level', senior: 'senior', lead: 'lead' },
  nl: { entry: 'starter', junior: 'junior', mid: 'medior', senior: 'senior', lead: 'lead' },
};

export type MilestoneTextId =
  | 'profile-ready'
  | 'skill-start'
  | 'skill-target'
  | 'graduate'
  | 'apply'
  | 'first-job'
  | 'move'
  | 'step-up'
  | 'long-term';

export interface MilestoneTextParams {
  role: string;
  city: string;
  skill?: string;
  hours?: number;
  weeks?: number;
  level?: ExperienceLevel;
  /** The role's key skills the learning plan teaches before the applications (decision 0251). */
  keySkills?: number;
}

/**
 * Skill names that start with a name of their own and keep its capital in a Dutch sentence: companies and the
 * products, languages and tools of the skills list (walk W820: "Ga aan de slag met figma").
 */
const DUTCH_SKILL_PROPER_START = new Set([
  'Amazon',
  'Android',
  'Angular',
  'Apache',
  'Dart',
  'Django',
  'Docker',
  'Elasticsearch',
  'Figma',
  'Flask',
  'Flutter',
  'Git',
  'Go',
  'Google',
  'GraphQL',
  'Haskell',
  'Internet',
  'Java',
  'JavaScript',
  'Jira',
  'Julia',
  'Kotlin',
  'Kubernetes',
  'Linux',
  'Microsoft',
  'MongoDB',
  'MySQL',
  'Node.js',
  'NumPy',
  'PostgreSQL',
  'Power',
  'PyTorch',
  'Python',
  'React',
  'Redis',
  'Ruby',
  'Rust',
  'Scala',
  'Solidity',
  'Spring',
  'Swift',
  'Tableau',
  'TensorFlow',
  'Terraform',
  'TypeScript',
  'Vue.js',
  'WordPress',
]);

/**
 * A Dutch skill name inside a sentence (walk W418): the names are list labels with a capital ("Business
 * intelligence", "Datavisualisatie"), which a Dutch sentence writes in lower case ("Bereik het doelniveau in
 * business intelligence"); names of their own keep it ("Microsoft Excel", "Google Cloud Platform"), as do
 * abbreviations ("SQL", "CI/CD").
 */
export function skillInDutchSentence(name: string): string {
  const first = name.split(/[\s-]/)[0] ?? '';
  // Only a capital followed by a small letter is a list label's capital ("A/B-testen" and "CI/CD" keep theirs).
  if (DUTCH_SKILL_PROPER_START.has(first) || !/^\p{Lu}\p{Ll}/u.test(name)) return name;
  return titleInSentence(name, 'nl');
}

/** Milestone titles and descriptions in the person's language. */
export function milestoneText(
  locale: AnalysisLocale,
  id: MilestoneTextId,
  p: MilestoneTextParams,
): { title: string; description: string } {
  const level = p.level ? LEVEL_NAMES[locale][p.level] : '';
  const asLevel = p.level ? LEVEL_WORDS[locale][p.level] : '';
  // Why the applications fall when they do (decision 0251): the learning plan's key skills come first.
  const keys = p.keySkills ?? 0;
  if (locale === 'nl') {
    const keyNl =
      keys === 0
        ? ''
        : keys === 1
          ? 'Op deze datum brengt je leerplan de kernvaardigheid van de functie op het doelniveau, in jouw uren per week; daar kijken werkgevers als eerste naar. '
          : `Op deze datum brengt je leerplan de ${formatNumber(keys, locale)} kernvaardigheden van de functie op het doelniveau, in jouw uren per week; daar kijken werkgevers als eerste naar. `;
    const skill = skillInDutchSentence(p.skill ?? '');
    const nl: Record<MilestoneTextId, { title: string; description: string }> = {
      'profile-ready': {
        title: `Werk je cv en profielen bij voor een functie als ${p.role}`,
        description:
          'Laat de vaardigheden zien die je al hebt voor de functie, in de woorden die werkgevers gebruiken.',
      },
      'skill-start': {
        title: `Ga aan de slag met ${skill}`,
        description: `${formatNumber(p.hours ?? 0, locale, 1)} uur tot het doelniveau, ongeveer ${formatNumber(p.weeks ?? 0, locale)} weken in jouw tempo.`,
      },
      'skill-target': {
        title: `Bereik het doelniveau in ${skill}`,
        description: 'Je grootste vaardigheidstekort voor de volgende stap is dan weggewerkt.',
      },
      graduate: {
        title: 'Rond je studie af',
        description: 'Het begin van je loopbaanpad: de eerste baan en het salaris van je plan komen daarna.',
      },
      'first-job': {
        title: `Begin als ${asLevel} ${p.role}`,
        description: 'Je eerste baan na je afstuderen, de eerste stap van je loopbaanpad.',
      },
      apply: {
        title: `Solliciteer op functies als ${p.role} in ${p.city}`,
        description: `${keyNl}Begin bij de bedrijven in je aanbevelingen.`,
      },
      move: {
        title: `Plan je verhuizing naar ${p.city}`,
        description:
          'Controleer de huur en de inkomenseisen van verhuurders in je betaalbaarheidsoverzicht voordat je tekent.',
      },
      // "Groei door naar starter psycholoog" was no Dutch: the level is an adjective before the role, as after "als"
      // (walk W418), and the descriptions say when, not "de stap voor over".
      'step-up': {
        title: `Groei door naar ${asLevel} ${p.role}`,
        description: 'De stap na 3 tot 5 jaar in je loopbaanpad.',
      },
      'long-term': {
        title: `Werk als ${asLevel} ${p.role}`,
        description: 'Waar je plan na 5 tot 10 jaar uitkomt.',
      },
    };
    return nl[id];
  }
  const keyEn =
    keys === 0
      ? ''
      : keys === 1
        ? "This is the day your learning plan brings the role's key skill to the target level at your hours a week; employers look at it first. "
        : `This is the day your learning plan brings the role's ${formatNumber(keys, locale)} key skills to the target level at your hours a week; employers look at them first. `;
  const en: Record<MilestoneTextId, { title: string; description: string }> = {
    'profile-ready': {
      title: `Update your CV and profiles for ${p.role}`,
      description: 'Show the skills you already have for the role, in the words employers use.',
    },
    'skill-start': {
      title: `Start learning ${p.skill}`,
      description: `${formatNumber(p.hours ?? 0, locale, 1)} hours to reach the target level, about ${formatNumber(p.weeks ?? 0, locale)} weeks at your pace.`,
    },
    'skill-target': {
      title: `Reach the target level in ${p.skill}`,
      description: 'Your most important gap for the next step, closed.',
    },
    graduate: {
      title: 'Graduate',
      description: "The start of your career path: your plan's first job and its pay come after it.",
    },
    'first-job': {
      title: `Start as ${asLevel} ${p.role}`,
      description: 'Your first job after graduating, the first step of your career path.',
    },
    apply: {
      title: `Apply for ${p.role} roles in ${p.city}`,
      description: `${keyEn}Start with the companies in your recommendations.`,
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
