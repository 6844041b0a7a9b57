/**
 * The pre-rendered public pages' script (docs/decisions/0041): wires their controls without React, and loads the
 * whole app (`app/start.tsx`, which hydrates the same HTML) only when a visitor needs it. The app's own pages keep
 * `main.tsx`.
 */
import { wirePublicPage, type SessionAnswer } from './public/islands';

wirePublicPage(document, {
  loadApp: () => import('./app/start').then((module) => module.startApp),
  setAppLanguage: (lang) => import('./lib/i18n').then((module) => module.setLanguage(lang)),
  fetchSession: async () => {
    const response = await fetch('/api/auth/get-session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`session check answered ${response.status}`);
    return (await response.json()) as SessionAnswer;
  },
  reload: () => window.location.reload(),
});
