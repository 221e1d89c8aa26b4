import { fireEvent, render, screen } from '@testing-library/react';
import { router, setRoute } from '@/test/routerMock';
import { AppLink } from './AppLink';

describe('AppLink', () => {
  beforeEach(() => router.push.mockClear());

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

  it('navigates same-site clicks client-side and never prefetches, even on hover', () => {
    setRoute('/');
    render(<AppLink href="/reviews">Reviews</AppLink>);
    const link = screen.getByRole('link', { name: 'Reviews' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(router.push).toHaveBeenCalledWith('/reviews');
  });

  it('leaves new-tab clicks and other origins to the browser', () => {
    setRoute('/');
    render(
      <>
        <AppLink href="/help">Help</AppLink>
        <AppLink href="https://example.com/terms">Terms</AppLink>
        <AppLink href="/privacy" target="_blank">
          Privacy
        </AppLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Help' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
    fireEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(router.push).not.toHaveBeenCalled();
  });
});
