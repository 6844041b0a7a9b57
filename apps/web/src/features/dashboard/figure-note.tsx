import { useTranslation } from 'react-i18next';
import type { Figure } from '@thrive/core/contracts/figure';
import { cn } from '@/lib/utils';

/** Basis, source and year of a figure; estimates are marked. */
export function FigureNote({
  figure,
  className,
}: {
  figure: Pick<Figure, 'basis' | 'source' | 'year'>;
  className?: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <span className={cn('block text-xs leading-snug text-slate-600', className)}>
      <span className={cn('font-medium', figure.basis === 'estimate' ? 'text-amber-800' : 'text-slate-700')}>
        {t(`basis.${figure.basis}`)}
      </span>
      {' · '}
      {figure.source}, {figure.year}
    </span>
  );
}
