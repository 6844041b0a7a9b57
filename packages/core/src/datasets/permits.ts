import { z } from 'zod';
import permitsJson from './data/permits.json';

/**
 * Work permits by destination country with their salary thresholds, typed in from the authorities' pages
 * (scripts/datasets/sources/work-permits-2025.json): each names its source, URL and year. `amount` null means the
 * country has a permit but Thrive has no single threshold for it (quota, regional or collective-agreement pay).
 */
export const PermitRule = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  amount: z.number().positive().nullable(),
  period: z.enum(['year', 'month']),
  currency: z.string().regex(/^[A-Z]{3}$/),
  when: z.object({
    minAge: z.number().optional(),
    maxAge: z.number().optional(),
    recentGraduate: z.boolean().optional(),
    degree: z.boolean().optional(),
  }),
  lottery: z.object({ selectionRate: z.number().min(0).max(100), fiscalYear: z.number().int() }).optional(),
  source: z.string().min(1),
  url: z.url(),
  year: z.number().int(),
});
export type PermitRule = z.infer<typeof PermitRule>;

export const PermitsDataset = z.object({
  source: z.string(),
  year: z.number().int(),
  freeMovement: z.object({ note: z.string(), countries: z.array(z.string().regex(/^[A-Z]{2}$/)) }),
  agreements: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      citizens: z.array(z.string()),
      countries: z.array(z.string()),
      source: z.string(),
      url: z.url(),
      year: z.number().int(),
    }),
  ),
  permits: z.record(z.string().regex(/^[A-Z]{2}$/), z.array(PermitRule)),
});
export type PermitsDataset = z.infer<typeof PermitsDataset>;

export const permitsDataset: PermitsDataset = PermitsDataset.parse(permitsJson);
