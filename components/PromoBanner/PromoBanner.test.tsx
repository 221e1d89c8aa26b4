import { render, screen } from '@testing-library/react';
import { setRoute } from '@/test/routerMock';
import { chromeFixture } from '@/test/fixtures';
import { PromoBanner } from './PromoBanner';

describe('PromoBanner', () => {
  it('shows the default offer with the default option price', () => {
    setRoute('/');
    render(<PromoBanner copy={chromeFixture.promoBanner} />);
    expect(screen.getByRole('complementary', { name: 'Current offer' })).toHaveTextContent('Limited Time Offer: Get Your Home Cleaned For $19!');
  });

  it('applies a valid landing discount and ignores an invalid one', () => {
    setRoute('/?discount=5', { discount: '5' });
    const { rerender } = render(<PromoBanner copy={chromeFixture.promoBanner} title="Deep Cleaning" />);
    expect(screen.getByRole('complementary')).toHaveTextContent('Deep Cleaning Starting At $14');
    setRoute('/?discount=-5', { discount: '-5' });
    rerender(<PromoBanner copy={chromeFixture.promoBanner} title="Deep Cleaning" />);
    expect(screen.getByRole('complementary')).toHaveTextContent('Deep Cleaning Starting At $19');
  });
});
