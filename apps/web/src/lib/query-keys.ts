/**
 * Every react-query key of the app, with its inputs. Per-person data is keyed on the session's user id, so one
 * person's cached answers or analysis are never shown to another account in the same browser.
 */
export const queryKeys = {
  profile: (userId: string | null) => ['profile', userId] as const,
  /** The newest analysis; with a language, as the server wrote it in that language (the prefix matches all). */
  latestAnalysis: (userId: string | null, lang?: string) =>
    (lang ? ['analyses', 'latest', userId, lang] : ['analyses', 'latest', userId]) as readonly unknown[],
  /** One analysis as its tabs show it (the summary, decision 0097), in one language; an analysis never changes. */
  analysisDetail: (userId: string | null, analysisId: string, lang: string) =>
    ['analyses', 'detail', userId, analysisId, lang] as const,
  latestResumeAnalysis: (userId: string | null) => ['resume-analyses', 'latest', userId] as const,
  learning: (userId: string | null) => ['learning-progress', userId] as const,
  /** The cities the person compared on one analysis, as their account keeps them (decision 0101). */
  comparedCities: (userId: string | null, analysisId: string) =>
    ['compared-cities', userId, analysisId] as const,
  /** Public figures of the open figures API (not per person: the query holds the household). */
  cityFigures: (cityId: string, query: string) => ['figures', 'city', cityId, query] as const,
  /** The wizard's city screens: scored from the answers so far, so the answers are part of the key. */
  onboardingHubs: (answers: unknown, locale: string) => ['onboarding-hubs', locale, answers] as const,
  onboardingRefinedCities: (answers: unknown, locale: string) =>
    ['onboarding-refined-cities', locale, answers] as const,
  onboardingSalarySuggestion: (answers: unknown, locale: string) =>
    ['onboarding-salary-suggestion', locale, answers] as const,
  /** The cities Thrive has figures for, by name in one language (the wizard's preferred cities, decision 0161). */
  onboardingCityNames: (locale: string) => ['onboarding-city-names', locale] as const,
  onboardingPlace: (text: string, country: string, locale: string) =>
    ['onboarding-place', text, country, locale] as const,
};
