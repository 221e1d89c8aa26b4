import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chromeFixture } from '@/test/fixtures';
import { Header } from '../Header';

async function openMenu() {
  const user = userEvent.setup();
  render(<Header brand={chromeFixture.brand} navigation={chromeFixture.navigation} />);
  const opener = screen.getByRole('button', { name: 'Open menu' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Tidy Nest menu' }) };
}

describe('MobileMenu', () => {
  it('opens as a dialog with every link and focuses inside it', async () => {
    const { dialog, opener } = await openMenu();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Deep cleaning' })).toHaveAttribute('href', '/services/deep-cleaning');
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on the close button and returns focus to the opener', async () => {
    const { user, opener } = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const { user } = await openMenu();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on the backdrop', async () => {
    const { user } = await openMenu();
    await user.click(screen.getByTestId('mobile-menu-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a link is chosen', async () => {
    const { user, dialog } = await openMenu();
    const link = Array.from(dialog.querySelectorAll('a')).find((a) => a.textContent === 'Help');
    // jsdom cannot navigate; the close-on-choice behaviour is what is under test.
    dialog.addEventListener('click', (event) => event.preventDefault());
    await user.click(link as HTMLAnchorElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab focus inside the menu', async () => {
    const { user, dialog } = await openMenu();
    for (let i = 0; i < 20; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
