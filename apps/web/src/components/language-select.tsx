import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { LANGUAGES, setLanguage, type Language } from '@/lib/i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-1">
      <Languages aria-hidden="true" className="size-4 text-slate-600" />
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(event) => setLanguage(event.target.value as Language)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.label}
          </option>
        ))}
      </select>
    </div>
  );
}
