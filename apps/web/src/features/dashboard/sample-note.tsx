import type { ReactNode } from 'react';

/** Marks a view built from the specification's sample figures rather than the person's analysis. */
export function SampleNote({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">{children}</p>;
}
