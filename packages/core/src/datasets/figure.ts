import { z } from 'zod';
import { Figure } from '../contracts/figure';

/**
 * The datasets' figure: the contracts' `Figure` plus an optional `note` that says how an estimate was derived.
 * Every shown number in the datasets is (or is turned into, by an accessor) a `SourcedFigure`.
 */
export const SourcedFigure = Figure.extend({ note: z.string().min(1).max(1000).optional() });
export type SourcedFigure = z.infer<typeof SourcedFigure>;

/** What a group of figures shares (basis, source, year, note, unit, currency): stored once, joined by accessors. */
export const FigureMeta = SourcedFigure.omit({ value: true });
export type FigureMeta = z.infer<typeof FigureMeta>;

export function withValue(meta: FigureMeta, value: number, extra: Partial<FigureMeta> = {}): SourcedFigure {
  return { ...meta, ...extra, value };
}
