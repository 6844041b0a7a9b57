import { z } from 'zod';
import constantsJson from './data/constants.json';

/**
 * Constants of the engine's money rules, from the datasets (`scripts/datasets/sources/engine-constants.json`), so
 * the dataset version changes whenever one of them does: the EU27 living cost of one adult, the OECD-modified
 * equivalence scale, the affordability thresholds, the default share of a working partner's pay and the ECB rates.
 */
const RuleSource = z.object({
  basis: z.enum(['official', 'derived', 'estimate']),
  source: z.string().min(1).max(300),
  year: z.number().int(),
});

export const EngineConstants = z.object({
  livingCost: z.object({
    eu27MonthlyEur: z.number().positive(),
    basis: z.enum(['official', 'derived', 'estimate']),
    source: z.string().min(1),
    year: z.number().int(),
  }),
  equivalenceScale: z.object({
    firstAdult: z.number().positive(),
    otherAdult: z.number().positive(),
    child: z.number().positive(),
    basis: z.enum(['official', 'derived', 'estimate']),
    source: z.string().min(1),
    year: z.number().int(),
  }),
  affordability: z.object({
    rentShareOfNet: z.number().positive().max(1),
    eurostatOverburden: z.number().positive().max(1),
    landlordStrict: z.number().positive(),
    landlordLenient: z.number().positive(),
    source: z.string().min(1),
    /** Basis, source and year of each check's limit, shown with the check (issue 15). */
    rules: z.object({
      rentShareOfNet: RuleSource,
      landlord: RuleSource,
      eurostatOverburden: RuleSource,
    }),
  }),
  partnerDefaultShare: z.object({ value: z.number().positive().max(2), source: z.string().min(1) }),
  exchangeRates: z.object({
    basis: z.enum(['official', 'derived', 'estimate']),
    source: z.string().min(1),
    year: z.number().int(),
    perEuro: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()),
  }),
});
export type EngineConstants = z.infer<typeof EngineConstants>;

export const engineConstants: EngineConstants = EngineConstants.parse(constantsJson);
