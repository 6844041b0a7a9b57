/**
 * Local-storage keys, in a module that imports nothing: the sign-out clean-up (lib/personal-data.ts) runs on every
 * page, and importing the key from onboarding-storage.ts would put zod and the answers schema into the first load of
 * the marketing pages (decision 0020).
 */
/** The one local-storage key for the onboarding answers (spec: "one onboarding-data key"). */
export const ONBOARDING_STORAGE_KEY = 'thrive.onboarding-data';

/** The language picked in the app ('en' | 'nl'); the `thrive.language` cookie mirrors it for the server. */
export const LANGUAGE_STORAGE_KEY = 'thrive.language';

/** Written on sign-in and sign-out so other tabs reload their session (lib/auth/session.ts). */
export const AUTH_EVENT_STORAGE_KEY = 'thrive.auth-event';

/** The cities compared on the Compare tab, per analysis id (features/dashboard/compare/compared-cities.ts). */
export const COMPARED_CITIES_STORAGE_KEY = 'thrive.compared-cities';

/**
 * Session storage: the register form's name and email while it is being filled in, so a tap on a link and Back do not
 * empty it (walk W7, decision 0151); never the passwords. Removed once the account is made and on sign-out.
 */
export const REGISTER_DRAFT_SESSION_KEY = 'thrive.register-draft';
