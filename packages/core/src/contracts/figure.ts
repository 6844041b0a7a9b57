import { z } from 'zod';
import { FigureBasis } from './enums';

/**
 * A figure shown to a person: the number and where it comes from. Every displayed amount, rent, index or score
 * that is not the person's own answer is a `Figure`, so the interface can always say "official, Eurostat 2024" or
 * "estimate". `currency` is an ISO 4217 code for money (not limited to the wizard's five salary currencies);
 * `unit` names anything else ('%', 'index', 'per-month', ...).
 */
/**
 * The longest source a figure carries. 600, not the 300 of a dataset's own source: a composed note (the engine's
 * words around a dataset source, "Your current gross pay, 21% of ...: {source}") must keep its source whole, or it
 * cannot be shown in Dutch (decision 0163, walk W102).
 */
export const FIGURE_SOURCE_MAX = 600;

export const Figure = z.object({
  value: z.number().finite(),
  basis: FigureBasis,
  source: z.string().trim().min(1).max(FIGURE_SOURCE_MAX),
  year: z.number().int().min(1900).max(2100),
  /**
   * A figure computed from inputs of several years (money left: net pay under this year's tax rules, rent and living
   * costs of earlier surveys): `year` is the oldest input's, `yearTo` the newest's, shown as "2022–2025" (decision
   * 0092). Absent where every input is of one year.
   */
  yearTo: z.number().int().min(1900).max(2100).optional(),
  unit: z.string().min(1).max(40).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});
export type Figure = z.infer<typeof Figure>;

/** A money figure: a `Figure` whose currency is required. */
export const MoneyFigure = Figure.extend({
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type MoneyFigure = z.infer<typeof MoneyFigure>;
