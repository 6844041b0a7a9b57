import type { OnboardingAnswers } from '@thrive/core/contracts/onboarding';

export interface StepProps {
  answers: OnboardingAnswers;
  update: (patch: Partial<OnboardingAnswers>) => void;
}
