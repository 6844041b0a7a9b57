import { firstWithHomeCity, scopedCityMatches } from '@thrive/core/rules/country-scope';
import type { AnalysisResult, CityMatch } from '@thrive/core/contracts/analysis-result';
import type { EducationBackground, OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import {
  annualAmount,
  careerStatusShown,
  type AnalysisPanelState,
  type CompletionBand,
  type ProfileFacts,
} from '@thrive/core';
import type { BadgeTone } from '@/components/ui/badge';
import type { MapCity } from './map-types';

/** The signed-in person as the profile reads them (a subset of the session user). */
export interface ProfileUser {
  firstName: string | null;
  lastName: string | null;
  email: string;
  isAnonymous: boolean;
}

/** Name, initials and contact line of the user card: the account's name first, then the answers'. */
export function personSummary(answers: OnboardingAnswers | null, user: ProfileUser | null) {
  const info = answers?.personalInfo;
  const first = user?.firstName || info?.firstName || '';
  const last = user?.lastName || info?.lastName || '';
  const initials = ((first[0] ?? '') + (last[0] ?? '') || '?').toUpperCase();
  const email = user && !user.isAnonymous ? user.email : info?.email;
  const place = info?.location || answers?.detectedLocation?.city;
  return {
    first,
    last,
    fullName: `${first} ${last}`.trim(),
    initials,
    contact: [email, place].filter(Boolean).join(' · '),
  };
}

/** 'Bachelor's, Economics, Utrecht University', or null when neither level nor institution is known. */
export function educationSummary(
  education: EducationBackground | undefined,
  levelLabel: (level: Exclude<EducationBackground['level'], ''>) => string,
  yearLabel?: (year: string) => string,
  /** Said instead of a year for someone still studying who gave none (decision 0139: "still studying"). */
  studying?: string,
): string | null {
  if (!education || (!education.level && !education.institution)) return null;
  // The graduation year the person chose is shown back too (walk 0103: a student's 2027 was left out).
  const year = education.graduationYear && yearLabel ? yearLabel(education.graduationYear) : (studying ?? '');
  return [
    education.level ? levelLabel(education.level) : '',
    education.fieldOfStudy,
    education.institution,
    year,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The facts profile completion counts, from the answers, the account and the analysis. */
export function completionFacts(
  answers: OnboardingAnswers | null,
  user: Pick<ProfileUser, 'firstName' | 'lastName'> | null,
  analysisStatus: string | null,
  resumeAnalyzed: boolean,
): ProfileFacts {
  return {
    firstName: answers?.personalInfo.firstName || user?.firstName,
    lastName: answers?.personalInfo.lastName || user?.lastName,
    careerStatus: answers ? careerStatusShown(answers)?.status : undefined,
    userType: answers?.userType,
    major: answers?.educationBackground.fieldOfStudy,
    educationLevel: answers?.educationBackground.level,
    skills: answers?.skills,
    industries: answers?.industries,
    preferredCities: answers?.preferredCities,
    locationPreferences: answers?.locationPreferences,
    targetSalary: answers ? annualAmount(answers.salaryRange, answers.timeframe) : null,
    careerGoals: answers?.careerGoals,
    careerGoalsText: answers?.careerGoalsText,
    analysisStatus,
    resumeAnalyzed,
    resumeUploaded: answers?.resumeUploaded,
  };
}

export function analysisBadgeTone(panel: AnalysisPanelState): BadgeTone {
  return panel === 'completed'
    ? 'green'
    : panel === 'pending'
      ? 'amber'
      : panel === 'failed'
        ? 'red'
        : 'slate';
}

export function completionBadgeTone(band: CompletionBand): BadgeTone {
  return band === 'complete' ? 'green' : band === 'getting-started' ? 'amber' : 'brand';
}

/**
 * The map's cities: the analysis' twelve best matches (with chosen countries, those countries and the home city unless
 * the person asked for all; decision 0068); none without an analysis (no sample cities, decision 0151).
 */
export function explorerCities(result: AnalysisResult | null, showAll = false): MapCity[] {
  if (result) {
    const scoped = scopedCityMatches(result.cityMatches, result.consideredCountries, showAll);
    // Limited to chosen countries, the home city is listed too, wherever it ranks.
    const shown =
      showAll || !result.consideredCountries?.length ? scoped.slice(0, 12) : firstWithHomeCity(scoped, 12);
    // The cities the person picked themselves are always listed (decision 0161), wherever they rank.
    const listed = new Set(shown.map((c) => c.cityId));
    const picks = result.cityMatches.filter((c) => isOwnPick(c) && !listed.has(c.cityId));
    return [...shown, ...picks].map((c) => ({
      id: c.cityId,
      name: c.name,
      lat: c.lat,
      lng: c.lng,
      match: c.match,
      ...(isOwnPick(c) && { picked: true }),
    }));
  }
  return [];
}

/**
 * A city the person picked on the wizard's location step ("Cities you would like to live in", decision 0161): its
 * match carries points for the `your-picks` factor, which only picked cities earn.
 */
export function isOwnPick(match: Pick<CityMatch, 'breakdown'> | undefined): boolean {
  return !!match?.breakdown.some((f) => f.factor === 'your-picks' && f.earned > 0);
}

/** A city's factors as the dashboard explains them: the ones with points, most points first, with the share earned. */
export function factorRows(match: Pick<CityMatch, 'breakdown'> | undefined) {
  return (match?.breakdown ?? [])
    .filter((f) => f.possible > 0)
    .map((f) => ({ ...f, share: Math.round((f.earned / f.possible) * 100) }))
    .sort((a, b) => b.possible - a.possible || b.earned - a.earned || (a.factor < b.factor ? -1 : 1));
}
