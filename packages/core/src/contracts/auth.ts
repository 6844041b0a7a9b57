import { z } from 'zod';

// Its own module, away from the other API contracts, as `session.ts` is: the login page reads these, and importing
// `api.ts` for them would build all of the analysis contracts' schemas on /login (docs/decisions/0093).

/** GET /api/auth/providers: configured sign-in providers and the password length rule. */
export const ProvidersResponse = z.object({
  providers: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['social', 'oidc']) })),
  password: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type ProvidersResponse = z.infer<typeof ProvidersResponse>;

/** better-auth's sign-in answer as the web reads it: a second factor may be pending. */
export const SignInResponse = z.looseObject({ twoFactorRedirect: z.boolean().optional() });
/** better-auth's social sign-in answer: the provider's URL to go to. */
export const SocialSignInResponse = z.looseObject({ url: z.string() });
