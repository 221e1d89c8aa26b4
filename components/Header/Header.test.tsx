import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chromeFixture } from '@/test/fixtures';
import { Header } from './Header';

function renderHeader() {
  return render(<Header brand={chromeFixture.brand} navigation={chromeFixture.navigation} />);
}

describe('Header', () => {
  it('shows the brand logo and the spec §2 navigation', () => {
    renderHeader();
    expect(screen.getByRole('img', { name: 'Tidy Nest' })).toHaveAttribute('src', '/brands/tidy-nest/logo.svg');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Cleaning service' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Become a cleaner' })).toHaveAttribute('href', '/apply');
    expect(within(nav).getByRole('link', { name: 'Cleaning tips' })).toHaveAttribute('href', '/hub');
    expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('offers a signed-in customer their account instead of "Sign in"', () => {
    document.cookie = 'signed_in=1; path=/';
    try {
      renderHeader();
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/customer');
      expect(within(nav).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    } finally {
      document.cookie = 'signed_in=; path=/; max-age=0';
    }
  });

  it('opens the Cleaning service dropdown and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Cleaning service' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Deep cleaning' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Deep cleaning' })).toHaveAttribute('href', '/services/deep-cleaning');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown on an outside click', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Cleaning service' }));
    await user.click(document.body);
    expect(screen.getByRole('button', { name: 'Cleaning service' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the app name when the brand has no logo', () => {
    render(<Header brand={{ ...chromeFixture.brand, logo: null }} navigation={chromeFixture.navigation} />);
    expect(screen.getByRole('link', { name: 'Tidy Nest home' })).toHaveTextContent('Tidy Nest');
  });
});
