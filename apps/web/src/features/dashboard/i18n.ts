import { addNamespace } from '@/lib/i18n';
import en from '@/locales/en/dashboard.json';
import nl from '@/locales/nl/dashboard.json';

addNamespace('dashboard', { en, nl });
