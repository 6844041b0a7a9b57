import en from '@/locales/en/marketing.json';
import nl from '@/locales/nl/marketing.json';
import { addNamespace } from '@/lib/i18n';

// The marketing pages other than home load with their route chunk; both languages come along so that
// switching language applies at once, without waiting for a download.
addNamespace('marketing', { en, nl });

export const MARKETING_NS = 'marketing';
