import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getStep, previousStep, type StepContext, type StepId } from '@thrive/core/onboarding/steps';
import { PageSpinner } from '@/components/page-spinner';
import { usePageMeta } from '@/lib/page-meta';
import './i18n';
import { useOnboardingStore } from './store';
import { useAccountDraftSync } from './account-draft-sync';
import { useAccountDraftRestore } from './account-draft-restore';
import { useStepUi } from './step-ui';
import type { StepProps } from './steps/types';
import { WizardFrame, useElapsedSeconds } from './wizard-frame';
import { SavedPlanGate, SavedPlanLoading, useSavedPlanGate } from './saved-plan-gate';

/** The module of each group of steps: each loads when one of its steps is first near (decision 0040). */
const simple = () => import('./steps/simple-steps');
const choice = () => import('./steps/choice-steps');
const form = () => import('./steps/form-steps');
const city = () => import('./steps/city-steps');

/**
 * A step's screen from its module, and how to load that module ahead of time. Once loaded, the screen renders at
 * once (React.lazy alone would show its fallback for a moment on every first mount, even with the module in).
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<StepProps>) {
  let Loaded: ComponentType<StepProps> | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = pick(module);
      return Loaded;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: StepProps) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Screen, preload };
}

/** The screen for each step id; order, rules and targets come from the core registry. */
const SCREENS: Record<
  Exclude<StepId, 'processing'>,
  { Screen: ComponentType<StepProps>; preload: () => Promise<unknown> }
> = {
  survey: screen(
    () => import('./steps/survey-step'),
    (m) => m.SurveyStep,
  ),
  'what-matters': screen(simple, (m) => m.WhatMattersStep),
  'career-status': screen(simple, (m) => m.CareerStatusStep),
  'resume-upload': screen(
    () => import('./steps/resume-upload'),
    (m) => m.ResumeUploadStep,
  ),
  'personal-info': screen(
    () => import('./steps/personal-info'),
    (m) => m.PersonalInfoStep,
  ),
  'skills-assessment': screen(
    () => import('./steps/skills'),
    (m) => m.SkillsStep,
  ),
  'education-background': screen(form, (m) => m.EducationStep),
  'experience-level': screen(simple, (m) => m.ExperienceStep),
  'how-you-thrive': screen(simple, (m) => m.HowYouThriveStep),
  'career-goals': screen(simple, (m) => m.CareerGoalsStep),
  'location-preferences': screen(simple, (m) => m.LocationPreferencesStep),
  'industry-interests': screen(choice, (m) => m.IndustryInterestsStep),
  'salary-expectations': screen(form, (m) => m.SalaryStep),
  'initial-opportunities': screen(city, (m) => m.InitialOpportunitiesStep),
  'lifestyle-values': screen(choice, (m) => m.LifestyleValuesStep),
  'lifestyle-reality': screen(form, (m) => m.LifestyleRealityStep),
  'budget-values': screen(city, (m) => m.BudgetValuesStep),
  timeline: screen(simple, (m) => m.TimelineStep),
  'final-celebration': screen(
    () => import('./steps/final-celebration'),
    (m) => m.FinalCelebrationStep,
  ),
  'additional-preferences': screen(choice, (m) => m.AdditionalPreferencesStep),
  'review-submit': screen(
    () => import('./steps/review-submit'),
    (m) => m.ReviewSubmitStep,
  ),
};
const processing = () => import('./steps/processing');
const ProcessingStep = lazy(() => processing().then((m) => ({ default: m.ProcessingStep })));
const preload = (id: StepId): Promise<unknown> =>
  id === 'processing' ? processing() : SCREENS[id].preload();

/** Runs `work` when the main thread is idle (at the latest after 2 s); the returned function cancels it. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}

/**
 * Resolves at the page's first press of a pointer or key (decision 0205). Until then the person has not started on the
 * step they were shown, so nothing of a later step is fetched or evaluated: on a first load of the wizard's first step
 * that work (the next step's modules, about 30 ms of CPU here, 4x that on Lighthouse's phone) stayed in the tasks that
 * follow the first paint. Every later step was reached by a press, so there it resolves at once.
 */
const firstInput: Promise<void> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise((resolve) => {
        const kinds = ['pointerdown', 'keydown', 'touchstart'] as const;
        const heard = () => {
          for (const kind of kinds) window.removeEventListener(kind, heard, true);
          resolve();
        };
        for (const kind of kinds) window.addEventListener(kind, heard, { capture: true, passive: true });
      });

/** `whenIdle`, once the page has had its first input. */
function whenIdleAfterInput(work: () => void): () => void {
  let cancel: (() => void) | undefined;
  let cancelled = false;
  void firstInput.then(() => {
    if (!cancelled) cancel = whenIdle(work);
  });
  return () => {
    cancelled = true;
    cancel?.();
  };
}

/** The route's loader: the step's screen is in before the step is shown (a direct load or a link from elsewhere). */
export async function loadStepScreen(slug: string | undefined): Promise<null> {
  const step = slug ? getStep(slug) : undefined;
  if (step) await preload(step.id).catch(() => undefined);
  return null;
}

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
  useAccountDraftRestore(stepId);
  const gate = useSavedPlanGate();
  if (gate === 'loading') return <SavedPlanLoading />;
  if (gate === 'ask') return <SavedPlanGate />;
  if (gate === 'fresh' && stepId === 'processing') return <Navigate to="/onboarding/survey" replace />;
  if (stepId === 'processing')
    return (
      <Suspense fallback={<PageSpinner />}>
        <ProcessingStep />
      </Suspense>
    );
  return <WizardStep id={stepId} />;
}

function WizardStep({ id }: { id: Exclude<StepId, 'processing'> }) {
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
  const { Screen } = SCREENS[id];
  const title = t(`titles.${id}`);
  usePageMeta(`${title} · Thrive`);

  useEffect(() => clearUi, [id, clearUi]);
  useAccountDraftSync(id, answers);
  const nextId = fromReview ? 'review-submit' : step.next(answers, context);
  // The next step's module is fetched when the browser is idle once the person has pressed something (decisions 0195,
  // 0205), not in the tasks that render this step; going on still waits for it (`go`).
  useEffect(() => whenIdleAfterInput(() => void preload(nextId).catch(() => undefined)), [nextId]);

  // The next screen is shown once its module is in (fetched ahead, so normally at once): never a spinner where a
  // keyboard user starts typing. A module that cannot load is the route's error screen.
  const go = (to: StepId) =>
    void preload(to)
      .catch(() => undefined)
      .then(() => navigate(`/onboarding/${to}`));
  const goNext = () => {
    recordStep(elapsed);
    go(nextId);
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
      onBack={() => back && go(back)}
      onNext={goNext}
      nextDisabled={!step.canContinue(answers) || ui.blocked}
      nextLabel={mainLabel}
      editFromReview={fromReview}
    >
      <Suspense fallback={<PageSpinner />}>
        <Screen answers={answers} update={update} />
      </Suspense>
    </WizardFrame>
  );
}
