import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';

/** One kind of recommendation (companies, industries, cities, roles) as a ranked list. */
export function RecommendationSection({
  icon,
  title,
  children,
  empty,
  note,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode[];
  empty: string;
  /** Said under the list (why it is shorter than its title promises). */
  note?: string;
}) {
  return (
    <Card>
      <CardTitle as="h2" className="flex items-center gap-2 text-lg">
        <span className="text-brand-700" aria-hidden="true">
          {icon}
        </span>
        {title}
      </CardTitle>
      {children.length ? (
        <ol className="mt-3 space-y-3">{children}</ol>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      )}
      {note && children.length > 0 && <p className="mt-3 text-sm text-slate-600">{note}</p>}
    </Card>
  );
}
