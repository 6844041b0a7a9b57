import { z } from 'zod';

/**
 * Request and response schemas of the per-person /api routes, shared by the server (validation), the OpenAPI
 * description (apps/api openapi/operations.ts) and the web app's client (which parses answers with them).
 */

/** A course or skill id of the datasets (slug). */
export const DatasetId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

/** Every refusal: `{ error: { code, message, details? } }` (the web maps the code to the person's language). */
export const ApiErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});

// ---------------------------------------------------------------- analyses

export const AnalysisStatus = z.enum(['pending', 'completed', 'failed']);

/** POST /api/functions/generate-career-analysis: the job (200 when it finished within the wait, else 202). */
export const SubmittedAnalysisResponse = z.object({
  analysis: z.object({
    id: z.string(),
    status: AnalysisStatus,
    createdAt: z.union([z.string(), z.date()]),
    duplicate: z.boolean(),
  }),
});
export type SubmittedAnalysisResponse = z.infer<typeof SubmittedAnalysisResponse>;

// ---------------------------------------------------------------- profile (saved onboarding answers)

/**
 * GET /api/me/onboarding and the PUT's answer: the saved answers (read leniently by the web app with
 * `reviveAnswers`) and when they were saved; both null when nothing is saved.
 */
export const SavedAnswersResponse = z.object({
  answers: z.record(z.string(), z.unknown()).nullable(),
  updatedAt: z.union([z.string(), z.date()]).nullable(),
});
export type SavedAnswersResponse = z.infer<typeof SavedAnswersResponse>;

// ---------------------------------------------------------------- learning progress

export const LEARNING_STATUSES = ['enrolled', 'in-progress', 'completed'] as const;
export const LearningStatus = z.enum(LEARNING_STATUSES);

/** Hours one log may add or remove (PATCH addHours). */
export const MAX_HOURS_PER_LOG = 24;

export const LearningItem = z.object({
  courseId: z.string(),
  skillId: z.string(),
  status: LearningStatus,
  hoursSpent: z.number(),
  certified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LearningItem = z.infer<typeof LearningItem>;

export const LearningList = z.object({ items: z.array(LearningItem) });
export const LearningItemResponse = z.object({ item: LearningItem });
export const LearningEnrolBody = z.object({ skillId: DatasetId });

/** PATCH /api/learning-progress/:courseId. */
export const LearningUpdate = z
  .object({
    status: LearningStatus.optional(),
    addHours: z.number().min(-MAX_HOURS_PER_LOG).max(MAX_HOURS_PER_LOG).optional(),
    certified: z.boolean().optional(),
  })
  .strict();
export type LearningUpdate = z.infer<typeof LearningUpdate>;
