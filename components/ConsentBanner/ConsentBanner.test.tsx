import { act, render, screen } from '@testing-library/react';
import { openConsentSettings } from '@/lib/growth/tracking/consent';
import { ConsentBanner } from './ConsentBanner';

describe('ConsentBanner', () => {
  beforeEach(() => {
    document.cookie = 'consent=necessary; path=/';
  });
  afterEach(() => {
    document.cookie = 'consent=; path=/; max-age=0';
  });

  it('opens for "Cookie settings" pressed before it was there to listen (its part of the page hydrates after the shell)', async () => {
    openConsentSettings();
    render(<ConsentBanner appName="Sparkle Clean" />);
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toHaveTextContent('You chose: only necessary.');
  });

  it('stays closed for a visitor who has chosen, and opens when asked', async () => {
    render(<ConsentBanner appName="Sparkle Clean" />);
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    act(() => openConsentSettings());
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  });
});
