import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ATTRIBUTIONS, DATA_SOURCES, DATASET_VERSION } from '@thrive/core/datasets/sources';
import i18n from '@/lib/i18n';
import en from '@/locales/en/dataSources.json';
import nl from '@/locales/nl/dataSources.json';
import DataSourcesPage from './data-sources-page';

afterEach(() => i18n.changeLanguage('en'));

describe('DataSourcesPage', () => {
  it('shows every attribution line of SOURCES.md, the dataset version and the sources table', () => {
    render(<DataSourcesPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Data sources' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    for (const line of ATTRIBUTIONS) expect(items).toContain(line);
    expect(
      screen.getByText(/^Includes information from the O\*NET 29\.2 and 30\.2 Databases/),
    ).toBeInTheDocument();
    expect(screen.getByText(`Dataset version: ${DATASET_VERSION}`)).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(DATA_SOURCES.length + 1);
    const eurostat = within(table).getByRole('row', { name: /Price level indices/ });
    expect(within(eurostat).getByText('Official')).toBeInTheDocument();
    expect(within(eurostat).getByText('2022')).toBeInTheDocument();
    expect(within(table).getAllByText('Estimate').length).toBeGreaterThan(0);
    expect(document.title).toBe('Data sources · Thrive');
  });

  it('speaks Dutch, with the licence texts translated and the attributions kept as licensed', async () => {
    await i18n.changeLanguage('nl');
    render(<DataSourcesPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Gegevensbronnen' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Gebruikt voor' })).toBeInTheDocument();
    expect(screen.getAllByText('Publiek domein').length).toBeGreaterThan(0);
    expect(screen.getByText(ATTRIBUTIONS[0]!)).toBeInTheDocument();
  });

  it('says the plain topic of an attribution in Dutch and keeps the licence text as licensed (walk finding 41)', async () => {
    await i18n.changeLanguage('nl');
    render(<DataSourcesPage />, { wrapper: MemoryRouter });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    for (const english of [
      'City coordinates and populations',
      'Course lists',
      'US regional price levels',
      'Employment projections',
    ]) {
      expect(items.some((text) => text.startsWith(`${english}:`))).toBe(false);
    }
    expect(items).toContain('Cursuslijsten: OSSU (MIT) and free-programming-books (CC BY 4.0).');
    const topics = screen.getAllByText('Coördinaten en inwonertallen van steden');
    expect(topics.some((topic) => topic.getAttribute('lang') === 'nl')).toBe(true);
    expect(screen.getByText('GeoNames (geonames.org), CC BY 4.0.')).toHaveAttribute('lang', 'en');
  });

  it('has a translation for every source in both languages', () => {
    for (const s of DATA_SOURCES) {
      for (const locale of [en, nl]) {
        expect(locale.usedFor, s.id).toHaveProperty(s.id);
        expect(locale.licence, s.id).toHaveProperty(s.id);
      }
    }
  });
});
