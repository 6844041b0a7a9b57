import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/field';
import { NewTabLink } from '@/components/new-tab-link';
import { getStep, type StepId } from '@thrive/core/onboarding/steps';
import { salaryExpectationText } from '@thrive/core/rules/salary';
import { parseHousingBudget } from '@thrive/core/engine/budget';
import type { Currency } from '@thrive/core/contracts/enums';
import {
  childrenRequired,
  graduationYetToCome,
  salaryLifestyleLabel,
} from '@thrive/core/rules/wizard-inputs';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import { useStepUi } from '../step-ui';
import { useDisplayNames } from './profile-fields';
import { useCityNames } from './preferred-cities-field';
import type { StepProps } from './types';
import { formatNumber, toFormatLocale } from '@thrive/core/format';
import { skillNameFromText } from '@thrive/core/text/skill-names';
import { countryList } from '@/lib/country-list';
import { useRoleNames } from '@/lib/role-names';
import { asksTargetRole } from '@thrive/core/contracts/target-role';

/** Whether the person answered anything on the optional additional-preferences screen (reached from the review). */
export function additionalAnswered(answers: OnboardingAnswers): boolean {
  return (
    answers.benefits.length > 0 ||
    answers.availability !== undefined ||
    answers.additionalNotes.trim() !== '' ||
    answers.learningHoursPerWeek !== emptyAnswers().learningHoursPerWeek
  );
}

/** Steps whose Next rule must hold before a plan can be made; the review re-checks them (F13). */
const REQUIRED: readonly StepId[] = [
  'survey',
  'what-matters',
  'personal-info',
  'skills-assessment',
  'education-background',
  'experience-level',
  'industry-interests',
  'lifestyle-values',
  'timeline',
];

/** The required steps whose answers are missing or incomplete. */
export function missingSteps(answers: OnboardingAnswers): StepId[] {
  return REQUIRED.filter((id) => !getStep(id)!.canContinue(answers));
}

/**
 * Read-only summary of every answer that drives the figures, each with an Edit link that comes back here; required
 * sections left empty are flagged and block 'Create My Plan', which also needs both consent boxes (spec section 5).
 */
export function ReviewSubmitStep({ answers }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const locale = toFormatLocale(i18n.language);
  const language = useDisplayNames('language');
  const region = useDisplayNames('region');
  const cityNames = useCityNames();
  const setUi = useStepUi((state) => state.set);
  const [terms, setTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const missing = missingSteps(answers);
  const complete = missing.length === 0;
  useEffect(() => {
    setUi({ blocked: !(terms && privacy && complete), nextLabel: t('review.create') });
  }, [terms, privacy, complete, setUi, t]);

  const none = t('review.notAnswered');
  const roleNames = useRoleNames();
  const targetRole =
    answers.targetRole && roleNames.module
      ? roleNames.module.roleTitle(answers.targetRole, locale)
      : (answers.targetRole ?? none);
  // The budget as the plan reads it, with its currency and period (walk W6), and what was typed when that differs.
  const budget = parseHousingBudget(answers.housingBudget, answers.currency);
  const budgetAmount = budget
    ? salaryExpectationText(budget.monthly, budget.currency as Currency, 'monthly', locale)
    : null;
  const budgetText =
    budget && budgetAmount
      ? answers.housingBudget.trim() === String(budget.monthly)
        ? budgetAmount
        : t('review.housingBudgetRead', { amount: budgetAmount, text: answers.housingBudget.trim() })
      : null;
  const list = (values: readonly string[], prefix: string) =>
    values.length ? values.map((value) => t(`${prefix}.${value}`)).join(', ') : none;
  const info = answers.personalInfo;
  const education = answers.educationBackground;
  const flagged = (id: StepId) => missing.includes(id);
  const section = (id: StepId, title: string, children: ReactNode) => (
    <Section title={title} edit={id} missing={flagged(id)}>
      {children}
    </Section>
  );

  return (
    <div className="space-y-6">
      {!complete && (
        <div role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
          {t('review.missingSummary', { count: missing.length })}
        </div>
      )}
      {section(
        'survey',
        t('review.situation'),
        <>
          {answers.userType ? t(`survey.${answers.userType}`) : none}
          {answers.careerStatus && (
            <span className="block text-slate-600">{t(`careerStatus.${answers.careerStatus}`)}</span>
          )}
        </>,
      )}
      {section('what-matters', t('titles.what-matters'), list(answers.whatMatters, 'whatMatters'))}
      {section(
        'personal-info',
        t('review.personal'),
        <>
          {[info.firstName, info.lastName].filter(Boolean).join(' ') || none}
          <span className="block text-slate-600">{info.email || t('review.noEmail')}</span>
          {info.phone && <span className="block text-slate-600">{info.phone}</span>}
          {info.age && <span className="block text-slate-600">{t('review.age', { range: info.age })}</span>}
          {info.location && <span className="block text-slate-600">{info.location}</span>}
        </>,
      )}
      {section(
        'skills-assessment',
        t('review.skills'),
        answers.skills.length
          ? answers.skills.map((skill) => skillNameFromText(skill, locale)).join(', ')
          : none,
      )}
      {section(
        'education-background',
        t('review.education'),
        education.level ? (
          <>
            {t(`education.levels.${education.level}`)}
            {education.institution && `, ${education.institution}`}
            {education.fieldOfStudy && <span className="block text-slate-600">{education.fieldOfStudy}</span>}
            {/* Every answer of the step is shown back (walk 0087: the year, grade and achievements were not). */}
            {education.graduationYear && (
              <span className="block text-slate-600">
                {t(
                  graduationYetToCome(education.graduationYear, new Date())
                    ? 'review.graduating'
                    : 'review.graduated',
                  {
                    year: education.graduationYear,
                  },
                )}
              </span>
            )}
            {education.gpa.trim() && (
              <span className="block text-slate-600">{t('review.gpa', { gpa: education.gpa.trim() })}</span>
            )}
            {education.achievements.trim() && (
              <span className="block text-slate-600">
                {t('review.achievements', { text: education.achievements.trim() })}
              </span>
            )}
          </>
        ) : (
          none
        ),
      )}
      {section(
        'experience-level',
        t('review.experience'),
        <>
          {answers.experienceLevel
            ? `${t(`experience.${answers.experienceLevel}`)} (${t(`experience.${answers.experienceLevel}Hint`)})`
            : none}
          <span className="block text-slate-600">
            {t('review.currentPay')}:{' '}
            {answers.currentPay
              ? salaryExpectationText(
                  answers.currentPay.amount,
                  answers.currentPay.currency,
                  answers.currentPay.timeframe,
                  locale,
                )
              : none}
          </span>
        </>,
      )}
      {section(
        'how-you-thrive',
        t('review.work'),
        <>
          {list(answers.workEnergy, 'thrive.energy')}
          {answers.workMode && (
            <span className="block text-slate-600">{t(`thrive.environment.${answers.workMode}`)}</span>
          )}
          {answers.industrySwitch && (
            <Answered
              question={t('thrive.boundaryLegend')}
              answer={t(`thrive.boundary.${answers.industrySwitch}`)}
            />
          )}
          {answers.impactSize && (
            <Answered question={t('thrive.impactLegend')} answer={t(`thrive.impact.${answers.impactSize}`)} />
          )}
          {answers.influenceStyle && (
            <Answered
              question={t('thrive.influenceLegend')}
              answer={t(`thrive.influence.${answers.influenceStyle}`)}
            />
          )}
        </>,
      )}
      {section(
        'career-goals',
        t('review.goals'),
        <>
          {/* The role chosen to move to (decisions 0202, 0237), for whoever was asked it. */}
          {asksTargetRole(answers) && (
            <span className="block" data-testid="review-target-role">
              {t('review.targetRole')}: {targetRole}
            </span>
          )}
          {/* Each list under its own name: "Not answered" over the life goals read as a contradiction (walk 0103). */}
          <span className="block" data-testid="review-career-goals">
            {t('review.careerGoals')}: {list(answers.careerGoals, 'goals.career')}
          </span>
          <span className="block text-slate-600" data-testid="review-life-goals">
            {t('review.lifeGoals')}: {list(answers.lifeGoals, 'goals.life')}
          </span>
          {/* The typed goal steers the predicted role ("into data engineering"): shown as the person wrote it. */}
          {answers.careerGoalsText.trim() ? (
            <span className="block text-slate-600" data-testid="review-goal-text">
              {t('review.goalText', { text: answers.careerGoalsText.trim() })}
            </span>
          ) : null}
        </>,
      )}
      {section(
        'location-preferences',
        t('review.places'),
        <>
          {list(answers.locationPreferences, 'location')}
          {/* The cities the person picked (walk W409: the review left them out). */}
          {answers.preferredCities.length > 0 && (
            <span className="block text-slate-600" data-testid="review-cities">
              {t('review.cities')}:{' '}
              {answers.preferredCities
                .map((id) => cityNames.data?.cities.find((city) => city.id === id)?.name ?? id)
                .join(', ')}
            </span>
          )}
          <span className="block text-slate-600" data-testid="review-countries">
            {t('review.countries')}:{' '}
            {answers.consideredCountries.length
              ? countryList(answers.consideredCountries, region, i18n.language)
              : t('review.countriesAll')}
          </span>
          <span className="block text-slate-600">
            {t('review.languages')}:{' '}
            {answers.languages.length
              ? answers.languages
                  // "English – Good (B2)": the level carries its own brackets, so none around it (walk D2).
                  .map((spoken) =>
                    t('review.spoken', {
                      language: language(spoken.code),
                      level: t(`languages.levels.${spoken.level}`),
                    }),
                  )
                  .join(', ')
              : none}
          </span>
          <span className="block text-slate-600">
            {t('review.citizenship')}:{' '}
            {answers.citizenships.length ? answers.citizenships.map(region).join(', ') : none}
          </span>
        </>,
      )}
      {section('industry-interests', t('review.industries'), list(answers.industries, 'industries.names'))}
      {section(
        'salary-expectations',
        t('review.target'),
        <>
          {salaryExpectationText(answers.salaryRange, answers.currency, answers.timeframe, locale)}
          {/* Not a target the person chose (walk 4): the slider's starting point, untouched. */}
          {!answers.salaryChosen && (
            <span className="block text-slate-600" data-testid="review-salary-untouched">
              {t('review.targetUntouched')}
            </span>
          )}
          {answers.isFlexible && <span className="block text-slate-600">{t('salary.flexible')}</span>}
          {answers.prioritizeOther && (
            <span className="block text-slate-600">{t('salary.prioritizeOther')}</span>
          )}
        </>,
      )}
      {section('lifestyle-values', t('review.lifestyle'), list(answers.lifestyleValues, 'lifestyle.values'))}
      {section(
        'lifestyle-reality',
        t('review.money'),
        <>
          {t('review.household')}: {answers.familyStatus ? t(`reality.family.${answers.familyStatus}`) : none}
          {childrenRequired(answers.familyStatus) &&
            `, ${t('review.children', { count: answers.childrenCount })}`}
          {childrenRequired(answers.familyStatus) &&
            answers.youngChildren !== undefined &&
            ` (${t('review.youngChildren', { count: Math.min(answers.youngChildren, answers.childrenCount) })}${
              answers.youngChildAges?.length && answers.youngChildAges.length === answers.youngChildren
                ? `, ${t('review.youngChildAges', {
                    // "2 and 5", "2 en 5" (walk 0801, W816), not "2, 5".
                    ages: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                      answers.youngChildAges.map(String),
                    ),
                  })}`
                : ''
            })`}
          {/* Unanswered counts as a partner without pay, as the plan computes it (walk W121, decision 0164). */}
          {(answers.familyStatus === 'couple' || answers.familyStatus === 'family') && (
            <span className="block text-slate-600">
              {answers.partnerWorks
                ? answers.partnerIncome !== undefined
                  ? t('review.partnerIncome', {
                      income: salaryExpectationText(
                        answers.partnerIncome,
                        answers.currency,
                        'annual',
                        locale,
                      ),
                    })
                  : t('review.partnerWorks')
                : t('review.partnerNotWorking')}
            </span>
          )}
          <span className="block text-slate-600">
            {t('review.housingBudget')}: {budgetText ?? (answers.housingBudget || none)}
          </span>
          <Answered
            question={t('reality.balance')}
            answer={t(
              {
                'salary-priority': 'reality.balanceSalary',
                balanced: 'reality.balanceBalanced',
                'lifestyle-priority': 'reality.balanceLifestyle',
              }[salaryLifestyleLabel(answers.salaryLifestyleBalance)],
            )}
          />
        </>,
      )}
      {section('timeline', t('review.timeline'), answers.timeline ? t(`timeline.${answers.timeline}`) : none)}
      {/* The additional preferences are not asked on the way here (only from this review): their section shows once
          the person answered something there, each question with its answer or "not answered" (walk W420);
          before, an offer to add them. */}
      {additionalAnswered(answers) ? (
        section(
          'additional-preferences',
          t('titles.additional-preferences'),
          <>
            <Answered
              question={t('review.benefits')}
              answer={list(answers.benefits, 'additional.benefits')}
            />
            <Answered
              question={t('review.availability')}
              answer={answers.availability ? t(`additional.availabilities.${answers.availability}`) : none}
            />
            <Answered
              question={t('review.learningHours')}
              answer={formatNumber(answers.learningHoursPerWeek, locale)}
            />
            {answers.additionalNotes.trim() !== '' && (
              <Answered question={t('review.notes')} answer={answers.additionalNotes.trim()} />
            )}
          </>,
        )
      ) : (
        <p className="text-sm text-slate-700" data-testid="review-add-preferences">
          <Trans
            t={t}
            i18nKey="review.addPreferences"
            components={{
              1: (
                <Link
                  to="/onboarding/additional-preferences?from=review"
                  className="font-medium text-brand-800 underline underline-offset-4"
                />
              ),
            }}
          />
        </p>
      )}
      <div className="space-y-3 rounded-lg border border-slate-200 p-4">
        <ConsentBox
          id="consent-terms"
          checked={terms}
          onChange={setTerms}
          label={t('review.terms')}
          href="/terms"
          read={t('review.termsRead')}
        />
        <ConsentBox
          id="consent-privacy"
          checked={privacy}
          onChange={setPrivacy}
          label={t('review.privacy')}
          href="/privacy"
          read={t('review.privacyRead')}
        />
      </div>
    </div>
  );
}

function Section({
  title,
  edit,
  missing,
  children,
}: {
  title: string;
  edit: StepId;
  missing: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <section
      className={`flex items-start justify-between gap-4 rounded-lg border p-4 ${missing ? 'border-red-700 bg-red-50' : 'border-slate-200'}`}
      data-missing={missing || undefined}
    >
      <div className="min-w-0 break-words">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        {missing && <p className="mt-1 text-sm font-medium text-red-800">{t('review.required')}</p>}
        <div className="mt-1 text-slate-800">{children}</div>
      </div>
      <Link
        to={`/onboarding/${edit}?from=review`}
        className="shrink-0 text-sm font-medium text-brand-800 underline underline-offset-4"
        aria-label={t('review.editSection', { section: title })}
      >
        {t('review.edit')}
      </Link>
    </section>
  );
}

/** One question of a step with the person's answer ("Salary or lifestyle? Lifestyle Priority"), on its own line. */
/**
 * A question and its answer on one line. A question that is not a question sentence ("The impact you want to have")
 * takes a colon before the answer: without it the two read as one sentence (walk 0112).
 */
function Answered({ question, answer }: { question: string; answer: string }) {
  const { t } = useTranslation('onboarding');
  const key = question.trimEnd().endsWith('?') ? 'review.answered' : 'review.answeredLabel';
  return <span className="block text-slate-600">{t(key, { question, answer })}</span>;
}

/**
 * A consent box: the label ticks it; the document opens from its own link beside it (walk W518: a label that was mostly
 * link opened the terms in a new tab instead of ticking the box).
 */
function ConsentBox(props: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  href: string;
  read: string;
}) {
  return (
    <div>
      <CheckboxField
        id={props.id}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        label={props.label}
      />
      <p className="ml-7 text-sm">
        <NewTabLink href={props.href}>{props.read}</NewTabLink>
      </p>
    </div>
  );
}
