import { z } from 'zod';

// Its own module, away from the other API contracts (as `session.ts` and `auth.ts` are): the wizard's first step reads
// it, and importing `api.ts` for it would build all of the analysis contracts' schemas there (docs/decisions/0093).

/**
 * GET /api/me/onboarding and the PUT's answer: the saved answers (read leniently by the web app with
 * `reviveAnswers`) and when they were saved; both null when nothing is saved.
 */
export const SavedAnswersResponse = z.object({
  answers: z.record(z.string(), z.unknown()).nullable(),
  updatedAt: z.union([z.string(), z.date()]).nullable(),
});
export type SavedAnswersResponse = z.infer<typeof SavedAnswersResponse>;
