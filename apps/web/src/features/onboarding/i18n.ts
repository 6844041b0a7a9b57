import { loadNamespace } from '@/lib/i18n';

await loadNamespace('onboarding', {
  en: () => import('@/locales/en/onboarding.json'),
  nl: () => import('@/locales/nl/onboarding.json'),
});
