import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/ui/scroll-region';

/**
 * Row layout shared by every comparison row: from `sm` up a table row (header, A, B, difference); below it (390 px)
 * the header takes a line of its own and A, B and the difference sit side by side in three columns, so nothing
 * scrolls sideways.
 */
export const ROW = 'grid grid-cols-3 gap-x-2 border-t border-slate-200 py-2 align-top sm:table-row sm:py-0';
export const ROW_HEADER =
  'col-span-3 pb-1 text-left text-sm font-medium text-slate-700 sm:py-2 sm:pr-3 sm:align-top';
export const CELL = 'min-w-0 break-words sm:py-2 sm:pr-3 sm:align-top';

/** The comparison table: a row header, A, B and the difference. */
export function CompareTable({
  nameA,
  nameB,
  children,
  caption,
}: {
  nameA: string;
  nameB: string;
  children: ReactNode;
  caption: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <ScrollRegion label={caption} className="relative sm:-mx-4 sm:px-4">
      <table className="block w-full border-collapse sm:table sm:min-w-[40rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="block sm:table-header-group">
          <tr className="grid grid-cols-3 gap-x-2 text-left text-sm sm:table-row">
            <td className="hidden w-40 sm:table-cell" />
            <th scope="col" className="min-w-0 break-words pb-2 sm:pr-3" data-testid="compare-a">
              {nameA}
            </th>
            <th scope="col" className="min-w-0 break-words pb-2 sm:pr-3" data-testid="compare-b">
              {nameB}
            </th>
            <th scope="col" className="min-w-0 break-words pb-2">
              {t('compare.difference', { a: nameA, b: nameB })}
            </th>
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
