import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { cn } from '@/lib/utils';

/**
 * Row layout shared by every comparison row (decision 0078). From `sm` up a table row: header, A, B, difference.
 * Below it (390 px) each row is a block: the header on a line of its own, A and B side by side in two columns, each
 * led by its city's name, and the difference under both. Words are never broken: a column is wide enough for the
 * longest word of a citation (set smaller there), and a line breaks only between words (or after a hyphen). The elements keep their table
 * roles explicitly, as a table shown as a grid loses them in some screen readers.
 */
const ROW = 'grid grid-cols-2 gap-x-3 gap-y-1 border-t border-slate-200 py-3 sm:table-row sm:py-0';
const ROW_HEADER = 'col-span-2 text-left text-sm font-medium text-slate-700 sm:py-2 sm:pr-3 sm:align-top';
// Below `sm` a cell is 156 px wide at 390 px: citations there are set at 11 px, so that the longest word a citation
// holds (Munich's "Wohnungsmarktbarometer", 162 px at 12 px) fits its column without being broken.
const CELL = 'min-w-0 sm:py-2 sm:pr-3 sm:align-top max-sm:[&_.figure-note]:text-[11px]';
const DIFFERENCE_CELL = 'col-span-2 min-w-0 sm:py-2 sm:align-top';

/** The names of the two things compared (and a tag beside one, "where you live now"), for the cells' labels below `sm`. */
interface ColumnNames {
  a: string;
  b: string;
  tagA?: string | undefined;
  tagB?: string | undefined;
  difference: string;
}
const Names = createContext<ColumnNames>({ a: '', b: '', difference: '' });

/** A column's tag: where the person lives now (decision 0084). */
function Tag({ text }: { text: string | undefined }) {
  return text ? (
    <>
      {' '}
      <span
        className="ml-1 inline-block rounded bg-brand-50 px-1.5 text-xs font-normal normal-case tracking-normal text-brand-800"
        data-testid="compare-home-tag"
      >
        {text}
      </span>
    </>
  ) : null;
}

/** The comparison table: a row header, A, B and the difference. */
export function CompareTable({
  nameA,
  nameB,
  tagA,
  tagB,
  children,
  caption,
}: {
  nameA: string;
  nameB: string;
  /** Shown beside a column's name: "where you live now". */
  tagA?: string | undefined;
  tagB?: string | undefined;
  children: ReactNode;
  caption: string;
}) {
  const { t } = useTranslation('dashboard');
  const difference = t('compare.difference', { a: nameA, b: nameB });
  return (
    <ScrollRegion label={caption} className="relative sm:-mx-4 sm:px-4">
      <table role="table" className="block w-full border-collapse sm:table sm:min-w-[40rem]">
        <caption className="sr-only">{caption}</caption>
        {/* Below `sm` the column names are read from here (each cell shows its own visibly). */}
        <thead role="rowgroup" className="sr-only sm:not-sr-only sm:table-header-group">
          <tr role="row" className="text-left text-sm">
            <td className="w-40" />
            <th role="columnheader" scope="col" className="pb-2 pr-3" data-testid="compare-a">
              {nameA}
              <Tag text={tagA} />
            </th>
            <th role="columnheader" scope="col" className="pb-2 pr-3" data-testid="compare-b">
              {nameB}
              <Tag text={tagB} />
            </th>
            <th role="columnheader" scope="col" className="pb-2">
              {difference}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="block sm:table-row-group">
          <Names.Provider value={{ a: nameA, b: nameB, tagA, tagB, difference }}>{children}</Names.Provider>
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * One comparison row: its header, the two cells and the difference of B against A. A row of text (a description) has
 * no difference: B's cell then spans the difference column, so no column stands empty.
 */
export function CompareRow({
  header,
  a,
  b,
  difference,
  className,
}: {
  header: ReactNode;
  a: ReactNode;
  b: ReactNode;
  difference?: ReactNode;
  className?: string;
}) {
  const names = useContext(Names);
  // The visible name over each cell below `sm`; a screen reader has the column header instead.
  const label = (text: string, tag: string | undefined) => (
    <span
      aria-hidden="true"
      className="block text-xs font-semibold uppercase tracking-wide text-slate-500 sm:hidden"
    >
      {text}
      <Tag text={tag} />
    </span>
  );
  return (
    <tr role="row" className={ROW}>
      <th role="rowheader" scope="row" className={ROW_HEADER}>
        {header}
      </th>
      <td role="cell" className={cn(CELL, className)}>
        {label(names.a, names.tagA)}
        {a}
      </td>
      <td role="cell" className={cn(CELL, className)} colSpan={difference === undefined ? 2 : undefined}>
        {label(names.b, names.tagB)}
        {b}
      </td>
      {difference === undefined ? null : (
        <td role="cell" className={DIFFERENCE_CELL}>
          <span aria-hidden="true" className="mr-2 text-xs text-slate-600 sm:hidden">
            {names.difference}
          </span>
          {difference}
        </td>
      )}
    </tr>
  );
}
