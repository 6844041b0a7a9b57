import { addNamespace } from '@/lib/i18n';
import en from '@/locales/en/onboarding.json';
import nl from '@/locales/nl/onboarding.json';

addNamespace('onboarding', { en, nl });
