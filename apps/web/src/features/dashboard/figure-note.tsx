import { useTranslation } from 'react-i18next';
import type { Figure } from '@thrive/core/contracts/figure';
import { toFormatLocale } from '@thrive/core/format';
import { sourceParts } from '@thrive/core/text/sources';
import { TextParts } from '@/components/text-parts';
import { cn } from '@/lib/utils';

/** Basis, source and year of a figure; estimates are marked. */
export function FigureNote({
  figure,
  className,
}: {
  figure: Pick<Figure, 'basis' | 'source' | 'year'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <span className={cn('block text-xs leading-snug text-slate-600', className)}>
      <span className={cn('font-medium', figure.basis === 'estimate' ? 'text-amber-800' : 'text-slate-700')}>
        {t(`basis.${figure.basis}`)}
      </span>
      {' · '}
      {/* A citation: publication titles keep their publisher's words (marked); the rest is in the viewer's language. */}
      <TextParts parts={sourceParts(figure.source, toFormatLocale(i18n.language))} />, {figure.year}
    </span>
  );
}
