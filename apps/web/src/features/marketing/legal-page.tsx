import { useTranslation } from 'react-i18next';
import en from '@/locales/en/legal.json';
import nl from '@/locales/nl/legal.json';
import { addNamespace } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';

addNamespace('legal', { en, nl });

type Sections = Record<string, { title: string; paragraphs: string[] }>;

/** /terms and /privacy: readable text from the `legal` namespace, with a table of contents. */
export function LegalPage({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  usePageMeta(t(`${doc}.metaTitle`), t(`${doc}.metaDescription`));
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Sections;
  const entries = Object.entries(sections);
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 lg:py-20">
      <h1 className="text-3xl font-extrabold tracking-tight break-words hyphens-auto text-slate-900 sm:text-4xl">
        {t(`${doc}.title`)}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{t('updated')}</p>
      <p className="mt-6 text-lg leading-8 text-slate-700">{t(`${doc}.intro`)}</p>
      <nav aria-labelledby="toc-title" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {t('contents')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-brand-800">
          {entries.map(([id, section]) => (
            <li key={id}>
              <a href={`#${id}`} className="underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {entries.map(([id, section]) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="mt-10 scroll-mt-20">
          <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

export function TermsPage() {
  return <LegalPage doc="terms" />;
}

export function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}
