import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { emptyAnswers, reviveAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import { ONBOARDING_STORAGE_KEY } from '@/lib/onboarding-storage';
import { readRegisterDraft, writeRegisterDraft } from '@/lib/register-draft';
import { readStoredContact } from '@/lib/stored-contact';
import { onPersonalDataCleared } from '@/lib/personal-data';
import { onAccountDraftRestored } from '@/lib/account-draft';

export { ONBOARDING_STORAGE_KEY };

export interface ResumeState {
  analyzed: boolean;
  nameFound: boolean;
  /** The CV's years of work as used (decision 0181): the experience step says its tick came from them. */
  years?: number;
  /** A job title on the CV shows leading people. */
  leadership?: boolean;
}

export interface OnboardingState {
  answers: OnboardingAnswers;
  resume: ResumeState;
  /** Seconds spent on each completed step, in order (for "~N min left" and the pace messages). */
  stepSeconds: number[];
  /** Progress milestones (25, 50, 75) whose message was already shown. */
  shownMilestones: number[];
  /** The person chose "Start over" although a plan is saved (this visit only, not stored). */
  startedOver: boolean;
  update: (patch: Partial<OnboardingAnswers>) => void;
  setResume: (resume: ResumeState) => void;
  recordStep: (seconds: number) => void;
  markMilestone: (milestone: number) => void;
  /** Replaces every answer (the saved profile becomes the draft). */
  load: (answers: OnboardingAnswers) => void;
  startOver: () => void;
  reset: () => void;
}

const initial = () => ({
  answers: emptyAnswers(),
  resume: { analyzed: false, nameFound: false },
  stepSeconds: [] as number[],
  shownMilestones: [] as number[],
  startedOver: false,
});

export const useOnboardingStore = create<OnboardingState>()(
  persist(
    (set) => ({
      ...initial(),
      update: (patch) => set((state) => ({ answers: { ...state.answers, ...patch } })),
      setResume: (resume) => set({ resume }),
      recordStep: (seconds) => set((state) => ({ stepSeconds: [...state.stepSeconds, seconds].slice(-50) })),
      markMilestone: (milestone) =>
        set((state) =>
          state.shownMilestones.includes(milestone)
            ? state
            : { shownMilestones: [...state.shownMilestones, milestone] },
        ),
      load: (answers) => set({ answers }),
      startOver: () => set({ ...initial(), startedOver: true }),
      reset: () => set(initial()),
    }),
    {
      name: ONBOARDING_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({
        answers: state.answers,
        resume: state.resume,
        stepSeconds: state.stepSeconds,
        shownMilestones: state.shownMilestones,
      }),
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<OnboardingState>;
        return {
          ...current,
          answers: reviveAnswers(stored.answers),
          resume: {
            analyzed: stored.resume?.analyzed === true,
            nameFound: stored.resume?.nameFound === true,
            ...(typeof stored.resume?.years === 'number' &&
              Number.isFinite(stored.resume.years) && {
                years: stored.resume.years,
                leadership: stored.resume.leadership === true,
              }),
          },
          stepSeconds: Array.isArray(stored.stepSeconds)
            ? stored.stepSeconds.filter((value) => typeof value === 'number' && value >= 0)
            : [],
          shownMilestones: Array.isArray(stored.shownMilestones)
            ? stored.shownMilestones.filter(Number.isFinite)
            : [],
        };
      },
    },
  ),
);

// Sign-out forgets the draft held in memory too (clearPersonalData removes the stored copy afterwards).
onPersonalDataCleared(() => useOnboardingStore.getState().reset());
// A sign-in brought the account's draft into the browser's copy (decision 0192): the store reads it again.
onAccountDraftRestored(() => void useOnboardingStore.persist.rehydrate());

/** True when stored onboarding answers exist (the dashboard's 'Generate Career Analysis' needs them). */
export function hasStoredAnswers(): boolean {
  try {
    return localStorage.getItem(ONBOARDING_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Called once the plan is made and kept on the server. The name and email the person gave stay in this tab's register
 * draft, so Create Account from the dashboard does not ask for them again (walk W421); what was typed on the register
 * form itself comes first. The draft is removed on sign-out and once the account is made.
 */
export function clearStoredAnswers() {
  writeRegisterDraft({ ...readStoredContact(), ...readRegisterDraft() });
  useOnboardingStore.getState().reset();
  try {
    localStorage.removeItem(ONBOARDING_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing stored
  }
}
