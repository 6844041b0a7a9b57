import { useTranslation } from 'react-i18next';
import { ATTRIBUTIONS, DATA_SOURCES, DATASET_VERSION } from '@thrive/core/datasets/sources';
import en from '@/locales/en/dataSources.json';
import nl from '@/locales/nl/dataSources.json';
import { addNamespace } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { ScrollRegion } from '@/components/ui/scroll-region';

addNamespace('dataSources', { en, nl });

const BASES = ['official', 'derived', 'estimate', 'reported', 'curated'] as const;

const BASIS_STYLE: Record<(typeof BASES)[number], string> = {
  official: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  derived: 'bg-sky-50 text-sky-800 ring-sky-200',
  estimate: 'bg-amber-50 text-amber-900 ring-amber-200',
  reported: 'bg-violet-50 text-violet-800 ring-violet-200',
  curated: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** /data-sources: the attribution lines, the dataset version and the table of sources with basis and year. */
/** A publication's title or a publisher's name is kept as written (`translate="no"`); a description is translated. */
function ProperName({ text, name }: { text: string; name: boolean }) {
  return name ? <span translate="no">{text}</span> : <>{text}</>;
}

/**
 * One attribution line. The licence text stays as licensed (English); a plain topic before the colon ("Course
 * lists: ...") is not licence text and is said in the page language (walk finding 41, decision 0142).
 */
function Attribution({ line }: { line: string }) {
  const { t, i18n } = useTranslation('dataSources');
  const colon = line.indexOf(': ');
  const topic = colon > 0 ? line.slice(0, colon) : null;
  const label = topic && i18n.exists(`attributionLabel.${topic}`, { ns: 'dataSources' }) ? topic : null;
  if (!label) return <li lang="en">{line}</li>;
  const lang = i18n.resolvedLanguage === 'nl' ? 'nl' : 'en';
  return (
    <li>
      <span lang={lang}>{t(`attributionLabel.${label}`)}</span>:{' '}
      <span lang="en">{line.slice(colon + 2)}</span>
    </li>
  );
}

export default function DataSourcesPage() {
  const { t, i18n } = useTranslation('dataSources');
  const sourceName = (s: (typeof DATA_SOURCES)[number]) => t(`sourceName.${s.id}`, { defaultValue: s.name });
  usePageMeta(t('metaTitle'), t('metaDescription'));
  return (
    <article className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:py-20">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-6 max-w-3xl text-lg leading-8 text-slate-700">{t('intro')}</p>
      <p className="mt-4 text-sm text-slate-700">
        <span className="font-semibold">{t('version', { version: DATASET_VERSION })}</span>
        <span className="block text-slate-600">{t('versionHelp')}</span>
      </p>

      <section aria-labelledby="attributions-title" className="mt-10">
        <h2 id="attributions-title" className="text-2xl font-bold text-slate-900">
          {t('attributionsTitle')}
        </h2>
        <p className="mt-2 text-slate-600">{t('attributionsNote')}</p>
        <ul className="mt-4 list-disc space-y-2 pl-5 leading-7 text-slate-700">
          {ATTRIBUTIONS.map((line) => (
            <Attribution key={line} line={line} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="basis-title" className="mt-10">
        <h2 id="basis-title" className="text-2xl font-bold text-slate-900">
          {t('basisTitle')}
        </h2>
        <ul className="mt-4 space-y-2 text-slate-700">
          {BASES.map((b) => (
            <li key={b}>{t(`basis.${b}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sources-title" className="mt-10">
        <h2 id="sources-title" className="text-2xl font-bold text-slate-900">
          {t('tableTitle')}
        </h2>
        <ScrollRegion label={t('tableTitle')} className="mt-4 rounded-xl border border-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
            <caption className="sr-only">{t('tableCaption')}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('columns.source')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('columns.usedFor')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('columns.basis')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('columns.year')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('columns.licence')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white text-slate-700">
              {DATA_SOURCES.map((s) => (
                <tr key={s.id}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {s.url ? (
                      <a
                        href={s.url}
                        rel="noreferrer"
                        target="_blank"
                        className="text-brand-800 underline-offset-4 hover:underline"
                        aria-label={t('externalLink', { name: sourceName(s) })}
                      >
                        <ProperName
                          text={sourceName(s)}
                          name={!i18n.exists(`dataSources:sourceName.${s.id}`)}
                        />
                      </a>
                    ) : (
                      <ProperName
                        text={sourceName(s)}
                        name={!i18n.exists(`dataSources:sourceName.${s.id}`)}
                      />
                    )}
                    <span className="block text-xs font-normal text-slate-600">
                      <ProperName
                        text={t(`publisherName.${s.id}`, { defaultValue: s.publisher })}
                        name={!i18n.exists(`dataSources:publisherName.${s.id}`)}
                      />
                    </span>
                  </th>
                  <td className="px-4 py-3">{t(`usedFor.${s.id}`, { defaultValue: s.usedFor })}</td>
                  <td className="px-4 py-3">
                    <span
                      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${BASIS_STYLE[s.basis]}`}
                    >
                      {t(`basisLabel.${s.basis}`)}
                    </span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{s.year}</td>
                  <td className="px-4 py-3">{t(`licence.${s.id}`, { defaultValue: s.licence })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>
    </article>
  );
}
