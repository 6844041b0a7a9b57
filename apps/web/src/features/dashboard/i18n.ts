import { loadNamespace } from '@/lib/i18n';

await loadNamespace('dashboard', {
  en: () => import('@/locales/en/dashboard.json'),
  nl: () => import('@/locales/nl/dashboard.json'),
});
