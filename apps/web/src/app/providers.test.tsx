import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import i18n from '@/lib/i18n';
import { Providers } from './providers';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the toaster', () => {
  it("names its region and its close buttons in the person's language (walk 0103: 'Close toast' in Dutch)", async () => {
    await i18n.changeLanguage('nl');
    render(<Providers>{null}</Providers>);
    const region = await screen.findByRole('region', { name: /^Meldingen/ }, { timeout: 5000 });
    expect(region).toBeInTheDocument();
    act(() => {
      toast.success('Je plan is gedownload.');
    });
    expect(await screen.findByRole('button', { name: 'Melding sluiten' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close toast' })).toBeNull();
  });
});
