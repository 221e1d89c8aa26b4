import { render, screen, within } from '@testing-library/react';
import { setRoute } from '@/test/routerMock';
import type { FieldSpeed } from '@/lib/growth/vitals';
import { FieldSpeedView } from './FieldSpeedView';

const speed: FieldSpeed = {
  filters: { brandKey: null, from: '2026-10-31', to: '2026-11-27' },
  brands: [{ key: 'tidy-nest', name: 'Tidy Nest' }],
  rows: [
    {
      brandKey: 'tidy-nest',
      pageType: 'home',
      adGroupId: '987654321098',
      metrics: { LCP: { p75: 2310, samples: 412 }, INP: { p75: 260, samples: 180 }, CLS: { p75: 2600, samples: 412 } },
    },
  ],
};

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('Field speed screen', () => {
  it('shows each p75 with its web.dev rating and sample count per brand, page type and ad group', async () => {
    setRoute('/studio/field-speed');
    const urls: string[] = [];
    global.fetch = jest.fn(async (url: unknown) => {
      urls.push(String(url));
      return { ok: true, status: 200, json: async () => speed };
    }) as unknown as typeof fetch;
    render(<FieldSpeedView onSignedOut={() => undefined} />);
    const table = await screen.findByRole('table', { name: /p75 of Core Web Vitals by brand, page type and ad group, 2026-10-31 to 2026-11-27/ });
    expect(urls).toEqual(['/api/studio/field-speed']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      'Home (/)',
      '987654321098',
      '2.31 sGood412 views',
      '260 msNeeds improvement180 views',
      '0.26Poor412 views',
      'No data',
    ]);
  });
});
