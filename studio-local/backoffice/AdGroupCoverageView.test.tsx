import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { router, setRoute } from '@/test/routerMock';
import type { AdGroupCoverage } from '@/lib/growth/adGroupCoverage';
import type { StudioRole } from '@/lib/rules/studioRoles';
import { DocumentList } from '../editor/DocumentList';
import { StudioUserContext } from '../editor/studioUser';
import { AdGroupCoverageView } from './AdGroupCoverageView';

const coverage: AdGroupCoverage = {
  filters: { brandKey: null, from: '2026-10-31', to: '2026-11-27' },
  brands: [
    { key: 'tidy-nest', name: 'Tidy Nest', baseUrl: 'https://www.tidy-nest.com' },
    { key: 'bright-maids', name: 'Bright Maids', baseUrl: 'https://www.bright-maids.com' },
  ],
  rows: [
    { adGroupId: '987654321098', visits: 1240, purchases: 3, brands: [{ key: 'tidy-nest', visits: 1240 }], wording: null },
    {
      adGroupId: '148203961127',
      visits: 5000,
      purchases: 61,
      brands: [{ key: 'tidy-nest', visits: 5000 }],
      wording: { documentId: 'adGroup.148203961127', title: 'Apartment Cleaning', status: 'published' },
    },
  ],
};

/** jsdom has no fetch Response: the part studioFetch reads. */
const reply = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body });
const realFetch = global.fetch;
let requests: { url: string; init?: RequestInit }[];
function answerWith(route: (url: string, init?: RequestInit) => unknown) {
  requests = [];
  global.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
    requests.push({ url: String(url), init });
    return reply(route(String(url), init));
  }) as unknown as typeof fetch;
}
afterEach(() => {
  global.fetch = realFetch;
});

const as = (role: StudioRole, screen: React.ReactNode) =>
  render(<StudioUserContext.Provider value={{ email: `${role}@example.com`, role }}>{screen}</StudioUserContext.Provider>);

describe('Ad-group coverage screen', () => {
  it('lists ids without wording first with their traffic, each linking to its landing page on every brand', async () => {
    setRoute('/studio/ad-groups');
    answerWith(() => coverage);
    as('marketer', <AdGroupCoverageView onSignedOut={() => undefined} />);
    const table = await screen.findByRole('table', { name: /Ad groups by visits, 2026-10-31 to 2026-11-27/ });
    expect(requests[0]!.url).toBe('/api/studio/ad-groups/coverage');
    const [, unknown, known] = within(table).getAllByRole('row');
    expect(within(unknown!).getByRole('rowheader')).toHaveTextContent('987654321098');
    expect(unknown).toHaveTextContent(/None.*1,240.*3/);
    expect(within(unknown!).getByRole('link', { name: 'Create wording for 987654321098' })).toHaveAttribute(
      'href',
      '/studio/adGroupWording?new=1&adGroupId=987654321098',
    );
    expect(within(unknown!).getByRole('link', { name: 'Bright Maids' })).toHaveAttribute('href', 'https://www.bright-maids.com/?adgroupid=987654321098');
    expect(within(unknown!).getByRole('link', { name: 'Preview on Tidy Nest' })).toHaveAttribute(
      'href',
      '/api/studio/preview?brand=tidy-nest&path=%2F%3Fadgroupid%3D987654321098',
    );
    expect(within(known!).getByRole('link', { name: 'Apartment Cleaning' })).toHaveAttribute('href', '/studio/adGroupWording/adGroup.148203961127');
    expect(within(known!).queryByRole('link', { name: /Create wording/ })).toBeNull();
  });

  it('offers an analyst the figures and the public pages, not the editor', async () => {
    setRoute('/studio/ad-groups', { from: '2026-11-01', to: '2026-11-27' });
    answerWith(() => coverage);
    as('analyst', <AdGroupCoverageView onSignedOut={() => undefined} />);
    await screen.findByRole('table');
    expect(requests[0]!.url).toBe('/api/studio/ad-groups/coverage?from=2026-11-01&to=2026-11-27');
    expect(screen.queryByRole('link', { name: /Create wording|Preview on/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Tidy Nest' })).toHaveLength(2);
  });

  it('"Create wording" opens a new draft with the ad-group id filled in', async () => {
    setRoute('/studio/adGroupWording', { new: '1', adGroupId: '987654321098' });
    answerWith((url, init) => (init?.method === 'POST' ? { id: 'adGroupWording.new-1' } : { documents: [] }));
    as('marketer', <DocumentList type="adGroupWording" onSignedOut={() => undefined} />);
    const panel = screen.getByRole('region', { name: 'New ad-group wording' });
    expect(panel).toHaveTextContent('A new ad-group wording with Ad-group id 987654321098.');
    // An existing document with that id would show in the list below: the search starts with it.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('987654321098');
    await userEvent.click(within(panel).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(requests.some((r) => r.init?.method === 'POST')).toBe(true));
    const post = requests.find((r) => r.init?.method === 'POST')!;
    expect(JSON.parse(String(post.init!.body))).toEqual({ type: 'adGroupWording', document: { adGroupId: '987654321098' } });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/studio/adGroupWording/adGroupWording.new-1'));
  });
});
