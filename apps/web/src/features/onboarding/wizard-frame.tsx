import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import {
  TOTAL_STEPS,
  progressPercent,
  remainingSteps,
  stepNumber,
  type StepId,
} from '@thrive/core/onboarding/steps';
import {
  ELAPSED_TICK_MS,
  MESSAGE_CHECK_MS,
  milestoneMessage,
  PACE_FAST_BELOW_S,
  pace,
  minutesLeftShown,
  type Pace,
} from '@thrive/core/rules/wizard-time';
import { hasAnyAnswer } from '@thrive/core/contracts/onboarding';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/session';
import { useOnboardingStore } from './store';

interface FrameProps {
  stepId: StepId;
  title: string;
  subtitle?: string;
  children: ReactNode;
  canGoBack: boolean;
  onBack: () => void;
  onNext: () => void;
  nextDisabled: boolean;
  nextLabel?: string;
  /** Opened from the review's Edit link: Continue returns to the review, so no time left or pace is said. */
  editFromReview?: boolean;
}

/** The wizard frame: title, progress bar, 'Step X of N', '~N min left', Back/Continue and encouraging messages. */
export function WizardFrame(props: FrameProps) {
  const { t } = useTranslation('onboarding');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepSeconds = useOnboardingStore((state) => state.stepSeconds);
  // Signed in, the answers also go to the account when the plan is made (walk finding 40): say where they are kept.
  const { user } = useSession();
  const signedIn = user !== null && !user.isAnonymous;
  const number = stepNumber(props.stepId);
  const percent = progressPercent(props.stepId);
  const answers = useOnboardingStore((state) => state.answers);
  // A saved plan opened for editing past the first step, with no step timed on this visit (after signing in again
  // the timings are gone): its steps are already answered and only need a check, so each counts at the fast pace
  // (10 s) rather than the 30 s default. Before, the same step said ~3 min on the first pass and ~8 min when editing
  // (walk finding 40, decision 0142).
  const editingSaved = stepSeconds.length === 0 && number !== null && number > 1 && hasAnyAnswer(answers);
  // Counted at the lowest pace of the visit so far, so the minutes left never rise going forward (walk W417).
  const minutes = minutesLeftShown(
    remainingSteps(props.stepId) + (number === null ? 0 : 1),
    stepSeconds,
    editingSaved ? PACE_FAST_BELOW_S : undefined,
  );

  // Focus moves to the new step's heading, so keyboard and screen-reader users start at the top of the step.
  useEffect(() => {
    headingRef.current?.focus();
  }, [props.stepId]);

  // The last step has no time left to estimate and no pace to comment on: it says so and thanks the person instead.
  const lastStep = number === TOTAL_STEPS;
  // The review (every question is behind the person; walk W7) and a step changed from it (Continue goes back to the
  // review) say no time left and no pace or milestone message: those are about the questions still to come.
  const review = props.stepId === 'review-submit';
  const quiet = review || props.editFromReview === true;
  const encouragement = useEncouragement(props.stepId, number === null || lastStep ? null : percent, !quiet);
  const message = lastStep && !quiet ? t('frame.lastStepMessage') : encouragement;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <div className="mb-6">
        <div className="mb-2 flex items-center justify-between text-sm text-slate-600">
          <span>
            {review
              ? t('frame.reviewStep')
              : number === null
                ? t('frame.optionalStep')
                : t('frame.stepOf', { current: number, total: TOTAL_STEPS })}
          </span>
          {number !== null && !quiet && (
            <span data-testid="time-left">
              {lastStep
                ? t('frame.lastStep')
                : minutes < 1
                  ? t('frame.underMinute')
                  : t('frame.minLeft', { count: minutes })}
            </span>
          )}
        </div>
        <div
          role="progressbar"
          aria-label={t('frame.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none focus-visible:outline-none sm:text-3xl"
      >
        {props.title}
      </h1>
      {props.subtitle && <p className="mt-2 text-slate-700">{props.subtitle}</p>}
      <div className="mt-4 min-h-6" aria-live="polite">
        {message && (
          <p className="flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
            <Sparkles className="size-4 shrink-0" aria-hidden="true" />
            {message}
          </p>
        )}
      </div>
      <div className="mt-6">{props.children}</div>
      <div className="mt-10 flex items-center justify-between gap-4 border-t border-slate-200 pt-6">
        <Button
          type="button"
          variant="outline"
          onClick={props.onBack}
          disabled={!props.canGoBack}
          data-testid="wizard-back"
        >
          <ArrowLeft aria-hidden="true" />
          {t('frame.back')}
        </Button>
        <Button
          type="button"
          onClick={props.onNext}
          disabled={props.nextDisabled}
          size="lg"
          // Long labels ("Doorgaan met slimme analyse") wrap at 390 px instead of pushing the page wider.
          className="h-auto min-h-12 min-w-0 whitespace-normal py-2 text-center"
          data-testid="wizard-next"
        >
          {props.nextLabel ?? t('frame.next')}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
      <p className="mt-4 text-center text-xs text-slate-600">
        {t(signedIn ? 'frame.savedAccount' : 'frame.saved')}
      </p>
    </div>
  );
}

/**
 * Spec: milestone messages at 25/50/75 % (each once), otherwise a message by pace (fast < 10 s, slow > 60 s),
 * re-evaluated every 5 s while the elapsed time ticks every second.
 */
function useEncouragement(stepId: StepId, percent: number | null, enabled = true): string | null {
  const { t } = useTranslation('onboarding');
  const [message, setMessage] = useState<{ key: string } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const started = Date.now();
    // A milestone reached on this step keeps its message for the step; otherwise the pace decides.
    let milestoneHere = false;
    let fastHere = false;
    const evaluate = () => {
      if (milestoneHere) return;
      const store = useOnboardingStore.getState();
      if (percent !== null) {
        const milestone = milestoneMessage(percent, store.shownMilestones);
        if (milestone.show !== null) {
          milestoneHere = true;
          store.markMilestone(milestone.show);
          setMessage({ key: `frame.milestone${milestone.show}` });
          return;
        }
      }
      const elapsed = (Date.now() - started) / 1000;
      const seconds = elapsed > 60 ? elapsed : store.stepSeconds[store.stepSeconds.length - 1];
      const currentPace: Pace | null = seconds === undefined ? null : pace(seconds);
      if (currentPace === 'fast') {
        // "You're moving fast" only when it means something (walk finding 10, decision 0142): once a session, after
        // two fast steps in a row, and never after a resume filled the answers in (quick steps are then expected).
        if (!fastHere && !fastMessageDue(store.stepSeconds, store.resume.analyzed)) {
          setMessage(null);
          return;
        }
        fastHere = true;
        markFastMessageShown();
      }
      setMessage(
        currentPace === null
          ? null
          : { key: `frame.pace${currentPace[0]!.toUpperCase()}${currentPace.slice(1)}` },
      );
    };
    const first = window.setTimeout(evaluate, 0);
    const timer = window.setInterval(evaluate, MESSAGE_CHECK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [stepId, percent, enabled]);

  return enabled && message ? t(message.key) : null;
}

const FAST_SHOWN_KEY = 'thrive.paceFastShown';
let fastShownInMemory = false;

function fastMessageShown(): boolean {
  try {
    return fastShownInMemory || sessionStorage.getItem(FAST_SHOWN_KEY) === '1';
  } catch {
    return fastShownInMemory;
  }
}

function markFastMessageShown() {
  fastShownInMemory = true;
  try {
    sessionStorage.setItem(FAST_SHOWN_KEY, '1');
  } catch {
    // storage unavailable: remembered for this page load only
  }
}

/** Test hook: forget that the fast-pace message was shown this session. */
export function resetFastMessageForTests() {
  fastShownInMemory = false;
  try {
    sessionStorage.removeItem(FAST_SHOWN_KEY);
  } catch {
    // nothing to forget
  }
}

/**
 * The rule for "You're moving fast!" (decision 0142): the last two finished steps each took under the fast threshold,
 * no resume was read (its answers make quick steps legitimate, and the steps it fills are skipped), and the message
 * was not shown before in this browser session.
 */
export function fastMessageDue(stepSeconds: readonly number[], resumeAnalyzed: boolean): boolean {
  if (resumeAnalyzed || fastMessageShown()) return false;
  const lastTwo = stepSeconds.slice(-2);
  return lastTwo.length === 2 && lastTwo.every((value) => pace(value) === 'fast');
}

/** Seconds since `key` changed, ticking every second. */
export function useElapsedSeconds(key: string): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(
      () => setElapsed(Math.floor((Date.now() - started) / 1000)),
      ELAPSED_TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [key]);
  return elapsed;
}
