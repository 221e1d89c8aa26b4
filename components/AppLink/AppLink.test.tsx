import { render, screen } from '@testing-library/react';
import { setRoute } from '@/test/routerMock';
import { AppLink } from './AppLink';

describe('AppLink', () => {
  it('appends query and hash links to the current page path', () => {
    setRoute('/deal?adgroupid=1');
    render(
      <>
        <AppLink href="#pricing">Prices</AppLink>
        <AppLink href="?step=2">Next</AppLink>
        <AppLink href="/help/">Help</AppLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Prices' })).toHaveAttribute('href', '/deal#pricing');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/deal?step=2');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  });
});
