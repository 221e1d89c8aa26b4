import { render, screen } from '@testing-library/react';
import { OfferProvider } from '@/lib/commerce/offer';
import { chromeFixture, offerFixture } from '@/test/fixtures';
import { PromoBanner } from './PromoBanner';

describe('PromoBanner', () => {
  it('shows the default option’s price of the page’s offer', () => {
    render(
      <OfferProvider offer={offerFixture()}>
        <PromoBanner copy={chromeFixture.promoBanner} />
      </OfferProvider>,
    );
    expect(screen.getByRole('complementary', { name: 'Current offer' })).toHaveTextContent('Limited Time Offer: Get Your Home Cleaned For $19!');
  });

  it('states the price the visitor pays: the granted discount taken off, and the assigned plan’s own prices', () => {
    const { rerender } = render(
      <OfferProvider offer={offerFixture('CCF_1', 500)}>
        <PromoBanner copy={chromeFixture.promoBanner} title="Deep Cleaning" />
      </OfferProvider>,
    );
    expect(screen.getByText('Deep Cleaning Starting At $14')).toBeInTheDocument();
    rerender(
      <OfferProvider offer={offerFixture('FOREVERCLEAN_39_1_6_99_10OFF', 500)}>
        <PromoBanner copy={chromeFixture.promoBanner} title="Deep Cleaning" />
      </OfferProvider>,
    );
    expect(screen.getByText('Deep Cleaning Starting At $4')).toBeInTheDocument();
  });
});
