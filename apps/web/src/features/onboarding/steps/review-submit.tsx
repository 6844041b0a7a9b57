import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/field';
import { useStepUi } from '../step-ui';
import type { StepProps } from './types';
import { toFormatLocale } from '@thrive/core/format';
import { skillNameFromText } from '@thrive/core/text/skill-names';

/** Read-only summary with Edit links; 'Create My Plan' needs both consent boxes (spec section 5). */
export function ReviewSubmitStep({ answers }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const locale = toFormatLocale(i18n.language);
  const setUi = useStepUi((state) => state.set);
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  useEffect(() => {
    setUi({ blocked: !(terms && privacy), nextLabel: t('review.create') });
  }, [terms, privacy, setUi, t]);

  const none = t('review.notAnswered');
  const list = (values: readonly string[], prefix: string) =>
    values.length ? values.map((value) => t(`${prefix}.${value}`)).join(', ') : none;
  const info = answers.personalInfo;

  return (
    <div className="space-y-6">
      <Section title={t('review.personal')} edit="/onboarding/personal-info">
        {[info.firstName, info.lastName].filter(Boolean).join(' ') || none}
        {info.email && <span className="block text-slate-600">{info.email}</span>}
        {info.location && <span className="block text-slate-600">{info.location}</span>}
      </Section>
      <Section title={t('review.careerStatus')} edit="/onboarding/career-status">
        {answers.careerStatus ? t(`careerStatus.${answers.careerStatus}`) : none}
      </Section>
      <Section title={t('review.skills')} edit="/onboarding/skills-assessment">
        {answers.skills.length
          ? answers.skills.map((skill) => skillNameFromText(skill, locale)).join(', ')
          : none}
      </Section>
      <Section title={t('review.work')} edit="/onboarding/how-you-thrive">
        {list(answers.workEnergy, 'thrive.energy')}
        {answers.workMode && (
          <span className="block text-slate-600">{t(`thrive.environment.${answers.workMode}`)}</span>
        )}
      </Section>
      <Section title={t('review.goals')} edit="/onboarding/career-goals">
        {list(answers.careerGoals, 'goals.career')}
        <span className="block text-slate-600">{list(answers.lifeGoals, 'goals.life')}</span>
      </Section>
      <Section title={t('review.places')} edit="/onboarding/location-preferences">
        {list(answers.locationPreferences, 'location')}
      </Section>
      <Section title={t('titles.additional-preferences')} edit="/onboarding/additional-preferences">
        {list(answers.benefits, 'additional.benefits')}
        {answers.availability && (
          <span className="block text-slate-600">
            {t(`additional.availabilities.${answers.availability}`)}
          </span>
        )}
      </Section>
      <div className="space-y-3 rounded-lg border border-slate-200 p-4">
        <CheckboxField
          id="consent-terms"
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
          label={
            <Trans
              t={t}
              i18nKey="review.terms"
              components={{ 1: <Link to="/terms" className="underline" target="_blank" /> }}
            />
          }
        />
        <CheckboxField
          id="consent-privacy"
          checked={privacy}
          onChange={(event) => setPrivacy(event.target.checked)}
          label={
            <Trans
              t={t}
              i18nKey="review.privacy"
              components={{ 1: <Link to="/privacy" className="underline" target="_blank" /> }}
            />
          }
        />
      </div>
    </div>
  );
}

function Section({ title, edit, children }: { title: string; edit: string; children: ReactNode }) {
  const { t } = useTranslation('onboarding');
  return (
    <section className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
      <div>
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <div className="mt-1 text-slate-800">{children}</div>
      </div>
      <Link
        to={edit}
        className="shrink-0 text-sm font-medium text-brand-800 underline underline-offset-4"
        aria-label={t('review.editSection', { section: title })}
      >
        {t('review.edit')}
      </Link>
    </section>
  );
}
