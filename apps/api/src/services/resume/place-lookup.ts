import { placesDataset } from '@thrive/core/datasets/places';
import { gazetteerOf, knownPlaceIn } from '@thrive/core/engine/places';
import type { PlaceLookup } from '@thrive/core/resume/index';

let cached: PlaceLookup | null = null;

/**
 * The gazetteer as the resume reader needs it (decision 0181): is a name a city the planner prices, a town the app
 * knows, or neither. One small function, as for the skills taxonomy, so the reader itself stays pure.
 */
export function placeLookup(): PlaceLookup {
  cached ??= knownPlaceIn(gazetteerOf(placesDataset()));
  return cached;
}
