import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
    <div className="relative -mx-4 overflow-x-auto px-4">
      <table className="w-full min-w-[40rem] border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-sm">
            <td className="w-40" />
            <th scope="col" className="pb-2 pr-3" data-testid="compare-a">
              {nameA}
            </th>
            <th scope="col" className="pb-2 pr-3" data-testid="compare-b">
              {nameB}
            </th>
            <th scope="col" className="pb-2">
              {t('compare.difference', { a: nameA, b: nameB })}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
