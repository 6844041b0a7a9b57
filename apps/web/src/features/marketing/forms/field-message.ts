import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MARKETING_NS } from '../marketing-i18n';

/** Turns the zod issue code carried in a react-hook-form error into the person's language. */
export function useFieldMessage() {
  const { t, i18n } = useTranslation(MARKETING_NS);
  return (error?: FieldError): string | undefined => {
    if (!error) return undefined;
    const key = `forms.errors.${error.message ?? 'invalid'}`;
    return i18n.exists(key, { ns: MARKETING_NS }) ? t(key) : t('forms.errors.invalid');
  };
}
