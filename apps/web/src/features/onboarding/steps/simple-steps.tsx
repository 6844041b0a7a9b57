import { useTranslation } from 'react-i18next';
import {
  CAREER_GOALS,
  CAREER_STATUSES,
  EXPERIENCE_LEVELS,
  IMPACT_SIZES,
  INDUSTRY_BOUNDARIES,
  INFLUENCE_STYLES,
  LIFE_GOALS,
  LOCATION_PREFERENCES,
  TIMELINES,
  WHAT_MATTERS,
  WORK_ENERGIES,
  WORK_ENVIRONMENTS,
} from '@thrive/core/contracts/enums';
import { Field, Textarea } from '@/components/ui/field';
import { MultiChoice, SingleChoice } from '../components/choice-group';
import { PreferredCitiesField } from './preferred-cities-field';
import { ConsideredCountriesField } from './countries-field';
import { CitizenshipField, CurrentPayField, HomeLocationField, LanguagesField } from './profile-fields';
import type { StepProps } from './types';
import { TargetRoleField } from './target-role-field';
import { cvExperienceLevel } from '@thrive/core/resume/levels';
import { useOnboardingStore } from '../store';

export function WhatMattersStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <MultiChoice
      name="whatMatters"
      legend={t('titles.what-matters')}
      legendHidden
      options={WHAT_MATTERS.map((id) => ({ id, label: t(`whatMatters.${id}`) }))}
      value={answers.whatMatters}
      onChange={(whatMatters) => update({ whatMatters })}
    />
  );
}

export function CareerStatusStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <SingleChoice
      name="careerStatus"
      legend={t('titles.career-status')}
      legendHidden
      options={CAREER_STATUSES.map((id) => ({
        id,
        label: t(`careerStatus.${id}`),
        hint: t(`careerStatus.${id}Hint`),
      }))}
      value={answers.careerStatus}
      onChange={(careerStatus) => update({ careerStatus })}
    />
  );
}

export function ExperienceStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-8">
      <SingleChoice
        name="experienceLevel"
        legend={t('titles.experience-level')}
        legendHidden
        columns={1}
        options={EXPERIENCE_LEVELS.map((id) => ({
          id,
          label: t(`experience.${id}`),
          hint: t(`experience.${id}Hint`),
        }))}
        value={answers.experienceLevel}
        onChange={(experienceLevel) => update({ experienceLevel })}
      />
      <CvYearsNote answers={answers} />
      <CurrentPayField answers={answers} update={update} />
    </div>
  );
}

export function HowYouThriveStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-8">
      <MultiChoice
        name="workEnergy"
        legend={t('thrive.energyLegend')}
        columns={3}
        options={WORK_ENERGIES.map((id) => ({ id, label: t(`thrive.energy.${id}`) }))}
        value={answers.workEnergy}
        onChange={(workEnergy) => update({ workEnergy })}
      />
      <SingleChoice
        name="industrySwitch"
        legend={t('thrive.boundaryLegend')}
        options={INDUSTRY_BOUNDARIES.map((id) => ({ id, label: t(`thrive.boundary.${id}`) }))}
        value={answers.industrySwitch}
        onChange={(industrySwitch) => update({ industrySwitch })}
      />
      <SingleChoice
        name="workMode"
        legend={t('thrive.environmentLegend')}
        columns={3}
        options={WORK_ENVIRONMENTS.map((id) => ({ id, label: t(`thrive.environment.${id}`) }))}
        value={answers.workMode}
        onChange={(workMode) => update({ workMode })}
      />
      <SingleChoice
        name="impactSize"
        legend={t('thrive.impactLegend')}
        options={IMPACT_SIZES.map((id) => ({ id, label: t(`thrive.impact.${id}`) }))}
        value={answers.impactSize}
        onChange={(impactSize) => update({ impactSize })}
      />
      <SingleChoice
        name="influenceStyle"
        legend={t('thrive.influenceLegend')}
        options={INFLUENCE_STYLES.map((id) => ({ id, label: t(`thrive.influence.${id}`) }))}
        value={answers.influenceStyle}
        onChange={(influenceStyle) => update({ influenceStyle })}
      />
    </div>
  );
}

export function CareerGoalsStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-8">
      {/* Where they want to go first (decisions 0202, 0237): it steers the whole plan. */}
      <TargetRoleField answers={answers} update={update} />
      <MultiChoice
        name="lifeGoals"
        legend={t('goals.lifeLegend')}
        columns={3}
        options={LIFE_GOALS.map((id) => ({ id, label: t(`goals.life.${id}`) }))}
        value={answers.lifeGoals}
        onChange={(lifeGoals) => update({ lifeGoals })}
      />
      <MultiChoice
        name="careerGoals"
        legend={t('goals.careerLegend')}
        columns={3}
        options={CAREER_GOALS.map((id) => ({ id, label: t(`goals.career.${id}`) }))}
        value={answers.careerGoals}
        onChange={(careerGoals) => update({ careerGoals })}
      />
      <Field label={t('goals.textLabel')} id="careerGoalsText">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={2000}
            value={answers.careerGoalsText}
            placeholder={t('goals.textPlaceholder')}
            onChange={(event) => update({ careerGoalsText: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}

export function LocationPreferencesStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-8">
      <MultiChoice
        name="locationPreferences"
        legend={t('titles.location-preferences')}
        legendHidden
        columns={3}
        options={LOCATION_PREFERENCES.map((id) => ({ id, label: t(`location.${id}`) }))}
        value={answers.locationPreferences}
        onChange={(locationPreferences) => update({ locationPreferences })}
      />
      <ConsideredCountriesField answers={answers} update={update} />
      <PreferredCitiesField answers={answers} update={update} />
      <HomeLocationField answers={answers} update={update} />
      <LanguagesField answers={answers} update={update} />
      <CitizenshipField answers={answers} update={update} />
    </div>
  );
}

export function TimelineStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-6">
      <SingleChoice
        name="timeline"
        legend={t('titles.timeline')}
        legendHidden
        columns={3}
        options={TIMELINES.map((id) => ({ id, label: t(`timeline.${id}`), hint: t(`timeline.${id}Hint`) }))}
        value={answers.timeline}
        onChange={(timeline) => update({ timeline })}
      />
      <p className="rounded-md bg-slate-50 p-4 text-sm text-slate-700">{t('timeline.marketNote')}</p>
    </div>
  );
}

/**
 * Where the experience step's tick came from (decision 0181, walk W202): the CV's years, or why nothing is ticked
 * (10+ years: Lead asks for leadership, which a CV shows only through a title). A career changer is told the years
 * are all their years of work: the plan counts those in the new field on their own (decision 0077).
 */
export function CvYearsNote({ answers }: Pick<StepProps, 'answers'>) {
  const { t, i18n } = useTranslation('onboarding');
  const resume = useOnboardingStore((state) => state.resume);
  if (!resume.analyzed || resume.years === undefined) return null;
  const years = resume.years;
  const count = years.toLocaleString(i18n.resolvedLanguage === 'nl' ? 'nl-NL' : 'en-GB', {
    maximumFractionDigits: 1,
  });
  const ticked = cvExperienceLevel(years, resume.leadership);
  const notes = [
    ticked
      ? t('experience.fromCv', { count: years, years: count, level: t(`experience.${ticked}`) })
      : t('experience.fromCvTenPlus', { years: count }),
    answers.careerStatus === 'changing' && years >= 2 ? t('experience.changerNote') : '',
  ].filter(Boolean);
  return (
    <p className="-mt-4 text-sm text-slate-700" data-testid="cv-years-note" aria-live="polite">
      {notes.join(' ')}
    </p>
  );
}
