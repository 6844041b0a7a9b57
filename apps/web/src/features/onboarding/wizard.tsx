import { useEffect, type ComponentType } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getStep, previousStep, type StepContext, type StepId } from '@thrive/core/onboarding/steps';
import { usePageMeta } from '@/lib/page-meta';
import './i18n';
import { useOnboardingStore } from './store';
import { useStepUi } from './step-ui';
import { AdditionalPreferencesStep, IndustryInterestsStep, LifestyleValuesStep } from './steps/choice-steps';
import { FinalCelebrationStep } from './steps/final-celebration';
import { EducationStep, LifestyleRealityStep, SalaryStep } from './steps/form-steps';
import { InitialOpportunitiesStep, BudgetValuesStep } from './steps/city-steps';
import { PersonalInfoStep } from './steps/personal-info';
import { ProcessingStep } from './steps/processing';
import { ResumeUploadStep } from './steps/resume-upload';
import { ReviewSubmitStep } from './steps/review-submit';
import {
  CareerGoalsStep,
  CareerStatusStep,
  ExperienceStep,
  HowYouThriveStep,
  LocationPreferencesStep,
  SurveyStep,
  TimelineStep,
  WhatMattersStep,
} from './steps/simple-steps';
import { SkillsStep } from './steps/skills';
import type { StepProps } from './steps/types';
import { WizardFrame, useElapsedSeconds } from './wizard-frame';
import { SavedPlanGate, SavedPlanLoading, useSavedPlanGate } from './saved-plan-gate';

/** The screen for each step id; order, rules and targets come from the core registry. */
const SCREENS: Record<StepId, ComponentType<StepProps>> = {
  survey: SurveyStep,
  'what-matters': WhatMattersStep,
  'career-status': CareerStatusStep,
  'resume-upload': ResumeUploadStep,
  'personal-info': PersonalInfoStep,
  'skills-assessment': SkillsStep,
  'education-background': EducationStep,
  'experience-level': ExperienceStep,
  'how-you-thrive': HowYouThriveStep,
  'career-goals': CareerGoalsStep,
  'location-preferences': LocationPreferencesStep,
  'industry-interests': IndustryInterestsStep,
  'salary-expectations': SalaryStep,
  'initial-opportunities': InitialOpportunitiesStep,
  'lifestyle-values': LifestyleValuesStep,
  'lifestyle-reality': LifestyleRealityStep,
  'budget-values': BudgetValuesStep,
  timeline: TimelineStep,
  'final-celebration': FinalCelebrationStep,
  'additional-preferences': AdditionalPreferencesStep,
  'review-submit': ReviewSubmitStep,
  processing: ProcessingStep,
};

/** Steps whose subtitle takes no interpolation and lives under `<section>.subtitle`. */
const SUBTITLES: Partial<Record<StepId, string>> = {
  survey: 'survey.subtitle',
  'what-matters': 'whatMatters.subtitle',
  'career-status': 'careerStatus.subtitle',
  'personal-info': 'personalInfo.subtitle',
  'skills-assessment': 'skills.subtitle',
  'education-background': 'education.subtitle',
  'experience-level': 'experience.subtitle',
  'how-you-thrive': 'thrive.subtitle',
  'career-goals': 'goals.subtitle',
  'location-preferences': 'location.subtitle',
  'industry-interests': 'industries.subtitle',
  'salary-expectations': 'salary.subtitle',
  'initial-opportunities': 'opportunities.subtitle',
  'lifestyle-values': 'lifestyle.subtitle',
  'lifestyle-reality': 'reality.subtitle',
  timeline: 'timeline.subtitle',
  'additional-preferences': 'additional.subtitle',
  'review-submit': 'review.subtitle',
};

const MAIN_BUTTON: Partial<Record<StepId, string>> = {
  'initial-opportunities': 'opportunities.continue',
  'final-celebration': 'celebration.cta',
};

export function OnboardingWizard({ stepId }: { stepId: StepId }) {
  const gate = useSavedPlanGate();
  if (gate === 'loading') return <SavedPlanLoading />;
  if (gate === 'ask') return <SavedPlanGate />;
  if (gate === 'fresh' && stepId === 'processing') return <Navigate to="/onboarding/survey" replace />;
  if (stepId === 'processing') return <ProcessingStep />;
  return <WizardStep id={stepId} />;
}

function WizardStep({ id }: { id: StepId }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  // Opened from the review's Edit link: Continue goes back to the review, not on through the main flow (F12).
  const [params] = useSearchParams();
  const fromReview = params.get('from') === 'review' && id !== 'review-submit';
  const answers = useOnboardingStore((state) => state.answers);
  const update = useOnboardingStore((state) => state.update);
  const resume = useOnboardingStore((state) => state.resume);
  const recordStep = useOnboardingStore((state) => state.recordStep);
  const ui = useStepUi();
  const clearUi = useStepUi((state) => state.clear);
  const elapsed = useElapsedSeconds(id);
  const step = getStep(id)!;
  const context: StepContext = { resumeAnalyzed: resume.analyzed, resumeNameFound: resume.nameFound };
  const back = previousStep(id, answers, context);
  const Screen = SCREENS[id];
  const title = t(`titles.${id}`);
  usePageMeta(`${title} · Thrive`);

  useEffect(() => clearUi, [id, clearUi]);

  const goNext = () => {
    recordStep(elapsed);
    void navigate(`/onboarding/${fromReview ? 'review-submit' : step.next(answers, context)}`);
  };

  const subtitleKey = SUBTITLES[id];
  const mainLabel = fromReview
    ? t('review.backToReview')
    : (ui.nextLabel ?? (MAIN_BUTTON[id] ? t(MAIN_BUTTON[id]) : undefined));
  return (
    <WizardFrame
      stepId={id}
      title={title}
      subtitle={subtitleKey ? t(subtitleKey) : undefined}
      canGoBack={back !== null}
      onBack={() => back && void navigate(`/onboarding/${back}`)}
      onNext={goNext}
      nextDisabled={!step.canContinue(answers) || ui.blocked}
      nextLabel={mainLabel}
    >
      <Screen answers={answers} update={update} />
    </WizardFrame>
  );
}
