import { useTranslation } from 'react-i18next';
import type { Figure } from '@thrive/core/contracts/figure';
import { formatFigureYears, toFormatLocale } from '@thrive/core/format';
import { TextParts } from '@/components/text-parts';
import { lazyModule } from '@/lib/lazy-module';
import { cn } from '@/lib/utils';

/** The citations' templates in both languages (25 KB gzip) load after the first screen (decision 0040). */
const useSources = lazyModule(() => import('@thrive/core/text/sources'));

/** Basis, source and year of a figure; estimates are marked. */
export function FigureNote({
  figure,
  className,
}: {
  figure: Pick<Figure, 'basis' | 'source' | 'year' | 'yearTo'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const sources = useSources();
  const locale = toFormatLocale(i18n.language);
  const parts = sources.module?.sourceParts(figure.source, locale);
  const years = formatFigureYears(figure, locale);
  // A citation that already ends in the figure's year ("ECB, annual average 2024") is not followed by ", 2024"
  // again (walk 0103 read "jaargemiddelde 2024, 2024").
  const cited = (parts ? parts.map((part) => part.text).join('') : figure.source)
    .trimEnd()
    .replace(/\.$/, '');
  // The person's own answer has no data year (walk W312: a partner's income typed today read "…, 2022").
  const yearShown = figure.basis === 'reported' || new RegExp(`(^|\\D)${years}$`).test(cited);
  return (
    <span className={cn('figure-note block text-xs leading-snug text-slate-600', className)}>
      <span className={cn('font-medium', figure.basis === 'estimate' ? 'text-amber-800' : 'text-slate-700')}>
        {t(`basis.${figure.basis}`)}
      </span>
      {' · '}
      {/* A citation: publication titles keep their publisher's words (marked); the rest is in the viewer's language. */}
      {sources.module ? (
        <TextParts parts={parts ?? []} />
      ) : (
        // Until the templates are in: the stored citation holds the place unseen (shown as it is if they fail).
        <span className={sources.failed ? undefined : 'invisible'}>{figure.source}</span>
      )}
      {yearShown ? null : `, ${years}`}
    </span>
  );
}
