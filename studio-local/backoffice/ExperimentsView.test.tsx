import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExperimentList, ExperimentReport } from '@/lib/growth/experimentReport';
import type { StudioRole } from '@/lib/rules/studioRoles';
import { router, setRoute } from '@/test/routerMock';
import { StudioUserContext } from '../editor/studioUser';
import { ExperimentsView } from './ExperimentsView';

const KEY = 'apartment_headline_v1';

const list: ExperimentList = {
  experiments: [
    {
      key: 'pricing',
      title: 'Membership monthly price',
      status: 'running',
      live: true,
      trafficPercent: 50,
      variants: ['control', 'monthly_19'],
      brands: [],
      documentId: 'experiment.pricing',
    },
    {
      key: KEY,
      title: 'Apartment ads: a shorter headline',
      status: 'stopped',
      live: false,
      trafficPercent: 100,
      variants: ['control', 'short'],
      brands: ['bright-maids', 'sparkle-clean', 'tidy-nest'],
      documentId: 'experiment.apartment_headline_v1',
    },
  ],
  brands: ['bright-maids', 'sparkle-clean', 'tidy-nest'],
};

function reportFixture(): ExperimentReport {
  return {
    key: KEY,
    title: 'Apartment ads: a shorter headline',
    status: 'stopped',
    primaryMetric: 'conversion',
    trafficPercent: 100,
    brand: null,
    smallestLiftPoints: 1,
    visitorsPerDay: 178.6,
    variants: [
      {
        key: 'control',
        visitors: 3760,
        purchases: 152,
        conversion: 0.04043,
        revenuePerVisitor: 13.27,
        chanceToBeBest: 0.012,
        chanceToBeatControl: null,
        expectedLossPer1000: 412.5,
        interval: null,
        verdict: null,
      },
      {
        key: 'short',
        visitors: 3750,
        purchases: 196,
        conversion: 0.05227,
        revenuePerVisitor: 17.1,
        chanceToBeBest: 0.988,
        chanceToBeatControl: 0.988,
        expectedLossPer1000: 0.84,
        interval: { low: 0.12, high: 2.25 },
        verdict: 'ship variant',
      },
    ],
    srm: { pValue: 0.91, alarm: false },
    guardrails: [
      { metric: 'refunds', variant: 'short', controlRate: 0.8, variantRate: 1.07, alarm: false },
      { metric: 'earlyCancellations', variant: 'short', controlRate: 4.52, variantRate: 5.07, alarm: false },
      { metric: 'supportTickets', variant: 'short', controlRate: 2.13, variantRate: 2.67, alarm: false },
    ],
    daysToDecision: 12,
    decisionText: 'About 12 more days at 178.6 visitors a day to tell a lift of 1 point.',
    verdict: { action: 'ship variant', variant: 'short', text: 'Ship short: it beats control, and choosing it risks little.' },
    paidMonths: { months: 6, memberships: 0, text: 'No membership is a year old yet: each is counted at 6 paid months (the minimum term).' },
    brands: [
      {
        brand: 'bright-maids',
        variants: [
          { key: 'control', visitors: 260, purchases: 9, conversion: 0.03462, lift: null, pooledLift: null, moved: null },
          { key: 'short', visitors: 250, purchases: 16, conversion: 0.064, lift: 2.94, pooledLift: 1.31, moved: 0.78 },
        ],
      },
    ],
  };
}

const reply = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });
let fetchMock: jest.Mock;
const realFetch = global.fetch;

/** The studio API as the screen calls it: the list, and one answer for the results. */
function serve(results: { status: number; body: unknown }) {
  fetchMock = jest.fn(async (url: string) => (url === '/api/studio/experiments' ? reply(200, list) : reply(results.status, results.body)));
  global.fetch = fetchMock as unknown as typeof fetch;
}

function show(experimentKey?: string, role: StudioRole = 'marketer') {
  return render(
    <StudioUserContext.Provider value={{ email: 'maya@example.com', role }}>
      <ExperimentsView experimentKey={experimentKey} onSignedOut={() => undefined} />
    </StudioUserContext.Provider>,
  );
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
/** The row a table heads with `name`, as its cells read. */
const row = (table: string, name: string) =>
  cells(
    within(screen.getByRole('table', { name: table }))
      .getByRole('rowheader', { name })
      .closest('tr')!,
  );
const GUARDRAILS = 'Guardrails per 1,000 purchases, each variant beside control';

beforeEach(() => {
  setRoute(`/studio/experiments/${KEY}`);
  router.push.mockClear();
});
afterEach(() => {
  global.fetch = realFetch;
});

describe('Experiments screen', () => {
  it('lists the published experiments in the order the API gives, running ones first, each linking to its results', async () => {
    serve({ status: 200, body: reportFixture() });
    setRoute('/studio/experiments');
    show();
    const items = within(await screen.findByRole('list', { name: 'Published experiments' })).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual([expect.stringMatching(/^Membership monthly price.*Running now$/), expect.stringMatching(/Stopped$/)]);
    expect(items[1]).toHaveAttribute('href', `/studio/experiments/${KEY}`);
  });

  it('shows the verdict, every variant’s figures, the checks and the per-brand lifts of the report', async () => {
    serve({ status: 200, body: reportFixture() });
    show(KEY);
    expect(await screen.findByTestId('experiment-verdict')).toHaveTextContent('Ship short: it beats control, and choosing it risks little.');
    expect(screen.getByRole('heading', { level: 1, name: 'Apartment ads: a shorter headline' })).toBeInTheDocument();
    expect(screen.getByText('Judged on purchase conversion')).toBeInTheDocument();
    expect(screen.getByText('Stopped')).toBeInTheDocument();

    const variants = within(screen.getByRole('table', { name: 'Results by variant, all brands' }));
    expect(variants.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Figure', 'control', 'short']);
    const figures = variants
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').textContent, ...cells(row)]);
    expect(figures).toEqual([
      ['Visitors', '3,760', '3,750'],
      ['Purchases', '152', '196'],
      ['Conversion', '4.04%', '5.23%'],
      ['Revenue per visitor', '$13.27', '$17.10'],
      ['Chance to be best', '1.2%', '98.8%'],
      ['Chance to beat control', '—', '98.8%'],
      ['Expected loss per 1,000 visitors', '$412.50', '$0.84'],
      ['Difference to control, 95% (points)', '—', '+0.12 to +2.25'],
      ['Verdict on conversion', 'Control', 'Ship'],
    ]);

    expect(screen.getByText('Until a decision on a 1-point lift')).toBeInTheDocument();
    expect(screen.getByText('12 days')).toBeInTheDocument();
    expect(screen.getByText('About 12 more days at 178.6 visitors a day to tell a lift of 1 point.')).toBeInTheDocument();
    expect(screen.getByText('As configured')).toBeInTheDocument();
    expect(screen.getByText(/matches the configured weights \(p = 0\.910\)/)).toBeInTheDocument();
    expect(screen.getByText('No alarm')).toBeInTheDocument();
    expect(row(GUARDRAILS, 'Refunds')).toEqual(['0.80', '1.07']);
    expect(screen.queryByText(/Alarm/)).not.toBeInTheDocument();
    expect(screen.getByText(/each is counted at 6 paid months/)).toBeInTheDocument();
    expect(cells(screen.getByTestId('brand-bright-maids-short'))).toEqual(['short', '250', '6.40%', '+2.94', '+1.31', '78%']);
    expect(screen.getByRole('link', { name: 'Edit experiment' })).toHaveAttribute('href', '/studio/experiment/experiment.apartment_headline_v1');
  });

  it('raises the sample-ratio and guardrail alarms where they are read', async () => {
    const report = reportFixture();
    report.srm = { pValue: 0.00002, alarm: true };
    report.guardrails[1]!.alarm = true;
    report.verdict = {
      action: 'keep running',
      variant: null,
      text: 'The split of visitors is not the one configured: fix the assignment before reading any result.',
    };
    serve({ status: 200, body: report });
    show(KEY);
    expect(await screen.findByTestId('experiment-verdict')).toHaveTextContent('The split of visitors is not the one configured');
    expect(screen.getByText('Alarm')).toBeInTheDocument();
    expect(screen.getByText(/is not the configured one \(p < 0\.001\)/)).toBeInTheDocument();
    expect(screen.getByText('1 alarm')).toBeInTheDocument();
    expect(screen.getByText('Higher than control: early cancellations on short.')).toBeInTheDocument();
    expect(row(GUARDRAILS, 'Early cancellations')).toEqual(['4.52', '5.07Alarm: higher than control']);
    expect(row(GUARDRAILS, 'Refunds')).toEqual(['0.80', '1.07']);
  });

  it('asks for the brand and lift in the address, links the CSV with the same filters, and applies new ones', async () => {
    const report = { ...reportFixture(), brand: 'tidy-nest', smallestLiftPoints: 0.5, brands: [] };
    serve({ status: 200, body: report });
    setRoute(`/studio/experiments/${KEY}?brand=tidy-nest&lift=0.5`, { brand: 'tidy-nest', lift: '0.5' });
    show(KEY);
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/studio/experiments/${KEY}/results.csv?brand=tidy-nest&lift=0.5`,
    );
    expect(fetchMock).toHaveBeenCalledWith(`/api/studio/experiments/${KEY}/results?brand=tidy-nest&lift=0.5`, expect.anything());
    expect(screen.getByText('tidy-nest: 7,510 visitors, 348 purchases')).toBeInTheDocument();
    expect(screen.getByText('Choose All brands to compare each brand’s lift with the pooled one.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Brand'), 'All brands');
    await user.clear(screen.getByLabelText('Smallest lift that matters (points)'));
    await user.type(screen.getByLabelText('Smallest lift that matters (points)'), '2');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.push).toHaveBeenCalledWith(`/studio/experiments/${KEY}?lift=2`, undefined, { shallow: true });
  });

  it('shows the API’s own message when it refuses, and says so when nobody has seen the experiment yet', async () => {
    serve({ status: 400, body: { error: 'lift is the smallest lift in conversion you care about, in percentage points, from 0.1 to 50.' } });
    setRoute(`/studio/experiments/${KEY}?lift=0`, { lift: '0' });
    const { unmount } = show(KEY);
    expect(await screen.findByRole('alert')).toHaveTextContent('lift is the smallest lift in conversion you care about, in percentage points, from 0.1 to 50.');
    expect(screen.queryByTestId('experiment-verdict')).not.toBeInTheDocument();
    unmount();

    const report = reportFixture();
    report.variants = report.variants.map((v) => ({ ...v, visitors: 0, purchases: 0 }));
    serve({ status: 200, body: report });
    setRoute(`/studio/experiments/${KEY}`);
    show(KEY, 'analyst');
    expect(await screen.findByText(/No visitors yet: figures appear once visitors are assigned/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Brand')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Edit experiment' })).not.toBeInTheDocument();
  });
});
