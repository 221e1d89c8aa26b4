import { render, screen } from '@testing-library/react';
import { runQuery } from '@/lib/graphql/lazy';
import { setRoute } from '@/test/routerMock';
import { chromeFixture } from '@/test/fixtures';
import { PromoBanner } from './PromoBanner';

jest.mock('@/lib/graphql/lazy', () => ({ runQuery: jest.fn(), runMutation: jest.fn() }));
const query = runQuery as jest.Mock;

describe('PromoBanner', () => {
  it('shows the default offer with the default option price', () => {
    setRoute('/');
    render(<PromoBanner copy={chromeFixture.promoBanner} />);
    expect(screen.getByRole('complementary', { name: 'Current offer' })).toHaveTextContent('Limited Time Offer: Get Your Home Cleaned For $19!');
  });

  it('shows the discount the server grants the landing’s campaign, and none for a bare discount parameter', async () => {
    query.mockResolvedValue({ landingOffer: { campaignId: 'spring-clean', discount: 5 } });
    setRoute('/?utm_campaign=spring-clean', { utm_campaign: 'spring-clean' });
    const { rerender } = render(<PromoBanner copy={chromeFixture.promoBanner} title="Deep Cleaning" />);
    expect(await screen.findByText('Deep Cleaning Starting At $14')).toBeInTheDocument();
    expect(query).toHaveBeenCalledWith(expect.anything(), { campaignId: 'spring-clean', adGroupId: null, discount: null });
    query.mockClear();
    setRoute('/?discount=18', { discount: '18' });
    rerender(<PromoBanner copy={chromeFixture.promoBanner} title="Deep Cleaning" />);
    expect(await screen.findByText('Deep Cleaning Starting At $19')).toBeInTheDocument();
    expect(query).not.toHaveBeenCalled();
  });
});
