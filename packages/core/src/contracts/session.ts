import { z } from 'zod';

// Its own module, away from the other API contracts: every app page reads the session before its first render, and
// importing `api.ts` for it would build all of the analysis contracts' schemas in the app's first script
// (docs/decisions/0079).

/** better-auth's get-session: the session's user, or null without a session. */
export const SessionResponse = z
  .looseObject({
    user: z.looseObject({
      id: z.string(),
      email: z.string().nullable().optional(),
      name: z.string().nullable().optional(),
      firstName: z.string().nullable().optional(),
      lastName: z.string().nullable().optional(),
      emailVerified: z.boolean().nullable().optional(),
      isAnonymous: z.boolean().nullable().optional(),
      twoFactorEnabled: z.boolean().nullable().optional(),
    }),
  })
  .nullable();
export type SessionResponse = z.infer<typeof SessionResponse>;
