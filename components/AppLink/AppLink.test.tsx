import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { establishVisit } from '@/lib/platform/visit';
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

  it('navigates same-site clicks client-side and never prefetches, even on hover', async () => {
    setRoute('/');
    render(<AppLink href="/reviews">Reviews</AppLink>);
    const link = screen.getByRole('link', { name: 'Reviews' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.click(link);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/reviews'));
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
    // Once the link has left them alone, keep jsdom (which cannot navigate) from trying.
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    fireEvent.click(screen.getByRole('link', { name: 'Help' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
    fireEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(router.push).not.toHaveBeenCalled();
    document.removeEventListener('click', stopNavigation);
  });

  // Last: the visit this file establishes is the page load's, asked once.
  it('waits for a first visit’s cookies before it navigates, so the next page is decided with them', async () => {
    setRoute('/deal?utm_campaign=spring-clean');
    let answer: (response: Response) => void = () => undefined;
    const fetchVisit = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    Object.assign(globalThis, { fetch: fetchVisit });
    void establishVisit();
    expect(fetchVisit).toHaveBeenCalledWith('/api/visit', expect.objectContaining({ method: 'POST' }));
    render(<AppLink href="/checkout?pre_hours=3">Continue</AppLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Continue' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(router.push).not.toHaveBeenCalled();
    answer({ text: () => Promise.resolve('') } as Response);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/checkout?pre_hours=3'));
  });
});
