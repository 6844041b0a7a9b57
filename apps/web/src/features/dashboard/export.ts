import { planForGaps } from '@thrive/core';
import type { Reason } from '@thrive/core/contracts/analysis-result';
import { skillIdForName, skillNameFromText } from '@thrive/core/text/skill-names';
import type { LearningItem } from './api';
import type { ComparedCitiesExport } from './compare/pair-money';
import type { DashboardState } from './state';

/** The person's plan as one JSON document: their profile (all answers), the analysis, the learning plan and progress. */
export function buildExport(
  state: Pick<DashboardState, 'answers' | 'record' | 'result'> & { locale?: DashboardState['locale'] },
  items: LearningItem[],
  /** The reasons' words in the viewer's language (the dashboard's translation of each code); as stored without it. */
  reasonText?: (reason: Reason) => string,
  /** The cities the person compared on Compare, with their money (compare/pair-money.ts); null without them. */
  comparedCities: ComparedCitiesExport = null,
) {
  const { answers, record, result } = state;
  // The analysis is already in the viewer's language (state.tsx); reasons get their translated text too.
  const words = (reasons: Reason[]) =>
    reasonText ? reasons.map((r) => ({ ...r, text: reasonText(r) })) : reasons;
  const recommendations = result
    ? {
        companies: result.recommendations.companies.map((c) => ({ ...c, why: words(c.why) })),
        industries: result.recommendations.industries.map((c) => ({ ...c, why: words(c.why) })),
        cities: result.recommendations.cities.map((c) => ({ ...c, why: words(c.why) })),
        roles: result.recommendations.roles.map((c) => ({ ...c, why: words(c.why) })),
      }
    : null;
  const plan = result
    ? planForGaps(
        result.skillGaps,
        items,
        answers?.learningHoursPerWeek ?? 5,
        // The plan starts on the analysis date, as on the Skill Gap tab (decision 0120).
        result.generatedAt.slice(0, 10),
      )
    : null;
  const language = state.locale ?? result?.locale ?? 'en';
  // Skills as the person saw them, in the export's language: a chip picked in Dutch was saved by its English name
  // ('Patient Care' beside her typed 'Wondzorg'; decision 0163, walk W107). A known skill's id travels beside it.
  const profile = answers && {
    ...answers,
    skills: answers.skills.map((name) => skillNameFromText(name, language)),
    skillIds: answers.skills.map((name) => skillIdForName(name) ?? null),
  };
  return {
    format: 'thrive-plan',
    version: 1,
    exportedAt: new Date().toISOString(),
    language,
    // Every answer the person gave (the server's saved profile, or the wizard's draft); skills in `language`.
    profile,
    analysis: record
      ? {
          status: record.status,
          createdAt: record.createdAt,
          completedAt: record.completedAt,
          datasetVersion: record.datasetVersion ?? result?.datasetVersion ?? null,
          predictions: result?.predictions ?? null,
          topCities:
            result?.cityMatches.slice(0, 10).map(({ cityId, name, country, match, reasons }) => ({
              cityId,
              name,
              country,
              match,
              reasons: words(reasons),
            })) ?? [],
          affordability: result?.affordability.slice(0, 10) ?? [],
          recommendations,
          skillGaps: result?.skillGaps ?? [],
          careerPath: result?.careerPath ?? [],
          milestones: result?.milestones ?? [],
          marketInsights: result?.marketInsights ?? null,
        }
      : null,
    comparedCities,
    learningPlan: plan,
    learningProgress: items,
  };
}

export function downloadJson(data: unknown, filename: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
