import { render, screen, within } from '@testing-library/react';
import { chromeFixture } from '@/test/fixtures';
import { Footer } from './Footer';

describe('Footer', () => {
  it('lists top states and cities, legal links and the offer terms', () => {
    render(<Footer brand={chromeFixture.brand} navigation={chromeFixture.navigation} terms={chromeFixture.footerTerms} />);
    expect(within(screen.getByRole('navigation', { name: 'Top states' })).getByRole('link', { name: 'California' })).toHaveAttribute('href', '/us/ca');
    expect(within(screen.getByRole('navigation', { name: 'Top cities' })).getByRole('link', { name: 'Chicago, IL' })).toHaveAttribute('href', '/us/il/chicago');
    expect(screen.getByRole('link', { name: 'Do Not Sell My Personal Information' })).toHaveAttribute('href', '/privacy/optout');
    expect(screen.getByRole('region', { name: 'Offer terms' })).toHaveTextContent('Valid only for new clients.');
  });

  it('shows only configured social links', () => {
    const { rerender } = render(<Footer brand={chromeFixture.brand} navigation={chromeFixture.navigation} terms={chromeFixture.footerTerms} />);
    const social = screen.getByRole('list', { name: 'Tidy Nest on social media' });
    expect(within(social).getAllByRole('link')).toHaveLength(1);
    expect(within(social).getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/tidynest');
    rerender(<Footer brand={{ ...chromeFixture.brand, social: [] }} navigation={chromeFixture.navigation} terms={chromeFixture.footerTerms} />);
    expect(screen.queryByRole('list', { name: 'Tidy Nest on social media' })).not.toBeInTheDocument();
  });

  it('names the company behind the brand, its address and phone, and links to About us', () => {
    render(<Footer brand={chromeFixture.brand} navigation={chromeFixture.navigation} terms={chromeFixture.footerTerms} company={chromeFixture.company} />);
    expect(screen.getByText(/Tidy Nest is a service of Homeclean Services, Inc\./)).toBeInTheDocument();
    const address = screen.getByText(/200 W Madison St, Suite 2100, Chicago, IL 60606/);
    expect(address.closest('address')).not.toBeNull();
    expect(screen.getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:+1-800-555-0100');
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
  });
});
