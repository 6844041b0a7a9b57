import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reason } from '@thrive/core/contracts/analysis-result';
import { employerParts } from '@thrive/core/text/sources';
import { TextParts } from '@/components/text-parts';
import { Meter } from '@/components/ui/meter';
import { asLocale } from '../format';
import { reasonText } from '../labels';
import { useOwnSuffix } from '../affordability/use-own-suffix';

/** A recommendation with its match and the reasons for it. */
export function RecommendationEntry({
  name,
  sub,
  match,
  why,
  properName,
  children,
}: {
  name: string;
  /** The name is an employer's: the name stays as its owner writes it, the words in brackets are translated. */
  properName?: boolean;
  sub?: string;
  match: number;
  why: Reason[];
  /** Shown under the match, before the reasons (a city's affordability warnings). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = asLocale(i18n.resolvedLanguage);
  const own = useOwnSuffix();
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-baseline justify-between gap-2">
        <p className="font-semibold">
          {properName ? <TextParts parts={employerParts(name, locale)} /> : name}
          {sub ? <span className="ml-1 text-sm font-normal text-slate-600">· {sub}</span> : null}
        </p>
        <span className="text-sm font-bold text-brand-800">{t('recs.match', { value: match })}</span>
      </div>
      <Meter value={match} label={t('recs.match', { value: match })} className="mt-1" />
      {children ? <div className="mt-2">{children}</div> : null}
      <p className="mt-2 text-xs font-medium uppercase tracking-wide text-slate-600">{t('recs.why')}</p>
      <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-700">
        {why.map((reason) => (
          <li key={reason.code}>{reasonText(t, reason, locale, own)}</li>
        ))}
      </ul>
    </li>
  );
}
