import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { CityFiguresQuery } from '@thrive/core/contracts/figures';
import { cityFiguresFor } from '@thrive/core/rules/figures';
import { mockApi } from '../../../../test/mock-server';
import { StaticDashboardProvider, type DashboardState } from '../state';
import { CityCompare } from './city-compare';
import { writeComparedCities } from './compared-cities';

/**
 * Tests of Compare: the figures API as the server answers it (the same core rule, `cityFiguresFor`), each URL asked
 * recorded in `asked`, and Compare rendered for a state and a pair of cities.
 */
export function serveFiguresFromCore(asked: string[] = []) {
  mockApi({
    'GET /api/figures/cities/*': ({ url }) => {
      asked.push(url);
      const u = new URL(url, 'http://localhost');
      const query = CityFiguresQuery.parse(Object.fromEntries(u.searchParams));
      const figures = cityFiguresFor(u.pathname.split('/').pop()!, query);
      if (!figures.ok) throw new Error(figures.message);
      return { status: 200, body: figures.value };
    },
  });
  return asked;
}

export function renderCompare(state: DashboardState, pair: [string, string]) {
  writeComparedCities(undefined, pair);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <StaticDashboardProvider value={{ ...state, record: null, user: null }}>
        <CityCompare />
      </StaticDashboardProvider>
    </QueryClientProvider>,
  );
}
