/**
 * The mobile menu's classes, shared by the React header (site-header.tsx) and the copy the public pages' small entry
 * builds before React is loaded (public/islands.ts, decision 0041), so both look the same.
 */
export const MOBILE_MENU_CLASS = 'border-t border-slate-200 bg-white px-4 pb-4 lg:hidden';
export const MOBILE_NAV_CLASS = 'flex flex-col gap-1 pt-2';
export const MOBILE_ACCOUNT_CLASS = 'mt-3 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3';
export const MOBILE_LANGUAGE_CLASS = 'mt-3 sm:hidden';
