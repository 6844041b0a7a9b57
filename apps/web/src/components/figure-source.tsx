import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';
import type { Figure } from '@thrive/core/contracts/figure';
import { formatFigureYears, toFormatLocale } from '@thrive/core/format';
import { sourceParts } from '@thrive/core/text/sources';
import { TextParts } from '@/components/text-parts';
import { cn } from '@/lib/utils';

/** The basis, source and year every figure carries; estimates are marked as such. */
export function FigureSource({
  figure,
  className,
}: {
  figure: Pick<Figure, 'basis' | 'source' | 'year' | 'yearTo'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <span className={cn('inline-flex items-start gap-1 text-xs text-slate-600', className)}>
      <Info className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
      <span>
        <span className={cn('font-medium', figure.basis === 'estimate' && 'text-amber-800')}>
          {t(`figure.${figure.basis}`)}
        </span>
        {' · '}
        {/* A citation: publication titles keep their publisher's words (marked); the rest is in the viewer's language. */}
        <TextParts parts={sourceParts(figure.source, toFormatLocale(i18n.language))} />,{' '}
        {formatFigureYears(figure, toFormatLocale(i18n.language))}
      </span>
    </span>
  );
}
