import './lib/zod-config';
import './index.css';

/**
 * The app's modules are evaluated in four tasks, not one (decision 0115): the strings and i18next, then the session
 * and the first of zod's schemas, then React DOM, then the router and the app. Evaluated as one graph they were one
 * task of about 150 ms on Lighthouse's slowed phone, most of it blocking. The modules are all preloaded by the page
 * (the `modulepreload` links Vite and the pre-render put in its head, see `preloadStagedModules` in vite.config.ts),
 * so the stages wait for no request; a task boundary between them lets the browser paint and answer input. No number
 * formatter is made ahead any more (decision 0174): the sentences of /login and the wizard's first step hold only
 * whole numbers below 1000, which are written without `Intl` (decision 0205), and the dashboard makes its own while
 * its reads are on the way (decision 0155).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
await import('./lib/i18n');
await nextTask();
await import('./lib/auth/session');
await nextTask();
await import('react-dom/client');
await nextTask();
const { startApp } = await import('./app/start');
await startApp();
