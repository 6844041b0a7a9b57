import { CityFigures } from '@thrive/core/contracts/figures';
import { apiJson } from './http';

export interface CityFiguresParams {
  role?: string;
  level?: string;
  adults?: number;
  children?: number;
  partnerGross?: number;
  bedrooms?: number;
  youngChildren?: number;
  /** The ages of the children counted in youngChildren, comma-separated (decision 0232). */
  youngChildAges?: string;
  /** A student living alone, priced on a room where the city has a room figure (decision 0233). */
  room?: 'true';
}

/**
 * GET /api/figures/cities/{cityId}: the open figures API's pay, rents, living costs and money left for a household.
 * The browser asks the server each time (`no-cache`: a 304 by the ETag, which carries the dataset and engine
 * versions), so an answer kept from before an engine or data change is never shown beside a plan made after it.
 */
export function fetchCityFigures(cityId: string, params: CityFiguresParams) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return apiJson(`/api/figures/cities/${encodeURIComponent(cityId)}?${query.toString()}`, {
    schema: CityFigures,
    cache: 'no-cache',
  });
}
