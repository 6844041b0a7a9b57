import { z } from 'zod';
import { ONBOARDING_SLUGS } from '../routes';

// Its own module (as saved-answers.ts): the wizard reads it on every step, and api.ts would bring every analysis
// contract with it (docs/decisions/0093).

/** The steps a draft may return the person to: every wizard step but the processing screen. */
export const DRAFT_STEPS = ONBOARDING_SLUGS.filter(
  (slug): slug is Exclude<(typeof ONBOARDING_SLUGS)[number], 'processing'> => slug !== 'processing',
);
export const DraftStep = z.enum(
  DRAFT_STEPS as [(typeof DRAFT_STEPS)[number], ...(typeof DRAFT_STEPS)[number][]],
);
export type DraftStep = z.infer<typeof DraftStep>;

/**
 * The most a draft's answers may take as JSON (characters). A complete questionnaire is a few kilobytes; the
 * limit leaves room for long free texts and still keeps one person's row small (decision 0192).
 */
export const DRAFT_MAX_CHARS = 64_000;

/**
 * The wizard's answers as they stand mid-way (decision 0192): not the complete answers' contract (a half-typed
 * email, a pay above the maximum not yet corrected are part of a draft), only a JSON object of bounded size. The
 * web app reads it leniently with `reviveAnswers`, as it reads its own browser copy.
 */
export const DraftAnswers = z
  .record(z.string(), z.unknown())
  .refine((answers) => JSON.stringify(answers).length <= DRAFT_MAX_CHARS, {
    message: `at most ${DRAFT_MAX_CHARS} characters as JSON`,
    params: { code: 'DRAFT_TOO_LARGE' },
  });

/** PUT /api/me/onboarding/draft: the answers so far and the step the person is on. */
export const OnboardingDraftBody = z.object({ answers: DraftAnswers, step: DraftStep });
export type OnboardingDraftBody = z.infer<typeof OnboardingDraftBody>;

/** GET and PUT /api/me/onboarding/draft: the account's draft, all null when there is none. */
export const OnboardingDraftResponse = z.object({
  answers: z.record(z.string(), z.unknown()).nullable(),
  step: DraftStep.nullable(),
  updatedAt: z.union([z.string(), z.date()]).nullable(),
});
export type OnboardingDraftResponse = z.infer<typeof OnboardingDraftResponse>;
