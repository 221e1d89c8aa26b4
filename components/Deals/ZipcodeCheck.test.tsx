import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runQuery } from '@/lib/graphql/lazy';
import { OfferProvider } from '@/lib/commerce/offer';
import { offerFixture } from '@/test/fixtures';
import { setRoute } from '@/test/routerMock';
import { DealsProvider } from './DealsContext';
import { ZipcodeCheck } from './ZipcodeCheck';

jest.mock('@/lib/graphql/lazy', () => ({ ...jest.requireActual('@/lib/graphql/lazy'), runQuery: jest.fn() }));
const query = runQuery as jest.Mock;
// The two operations of a zipcode check run side by side; each mocked answer goes to its own operation.
const operationName = (document: { definitions: { name?: { value: string } }[] }) => document.definitions[0]?.name?.value;

beforeEach(() => {
  query.mockReset();
  setRoute('/');
  sessionStorage.clear();
});

async function submit(zipcode: string, offer = offerFixture()) {
  const user = userEvent.setup();
  render(
    <OfferProvider offer={offer}>
      <ZipcodeCheck />
    </OfferProvider>,
  );
  if (zipcode) await user.type(screen.getByLabelText('Your zipcode'), zipcode);
  await user.click(screen.getByRole('button', { name: 'Check prices' }));
}

describe('ZipcodeCheck', () => {
  it('takes a send it heard of first (typed and sent before the page came alive) as intent: the live deals data loads', async () => {
    const operations: string[] = [];
    query.mockImplementation(async (document: { definitions: { name?: { value: string } }[] }) => {
      operations.push(document.definitions[0]?.name?.value ?? '');
      return new Promise(() => undefined);
    });
    render(
      <DealsProvider initial={null}>
        <ZipcodeCheck />
      </DealsProvider>,
    );
    const field = screen.getByLabelText('Your zipcode') as HTMLInputElement;
    field.value = '60614';
    fireEvent.submit(field.form as HTMLFormElement);
    await waitFor(() => expect(operations).toContain('DealsHome'));
  });

  it.each([
    ['', 'Enter a 5-digit zipcode'],
    ['123', 'Enter a 5-digit zipcode'],
    ['12a45', 'Enter a valid 5-digit zipcode'],
  ])('shows the spec §5 message for %j without calling the server', async (zipcode, message) => {
    await submit(zipcode);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Your zipcode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your zipcode')).toHaveAccessibleDescription(message);
    expect(query).not.toHaveBeenCalled();
  });

  it('shows the server’s format error on the field', async () => {
    query.mockResolvedValue({ serviceRegionPrices: { __typename: 'ZipcodeFormatError', message: 'Enter a valid 5-digit zipcode' } });
    await submit('00000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid 5-digit zipcode');
  });

  it('explains an unsupported region and offers the waitlist', async () => {
    query.mockResolvedValue({
      serviceRegionPrices: { __typename: 'ServiceRegionUnsupportedError', message: 'We don’t serve Anchorage, AK yet.', zipcode: '99501' },
    });
    await submit('99501');
    expect(await screen.findByText('We don’t serve Anchorage, AK yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/waitlist');
  });

  it('shows the rates, tax and prices with tax, and remembers the zipcode for checkout', async () => {
    query.mockImplementation(async (document: Parameters<typeof operationName>[0]) =>
      operationName(document) === 'ServiceRegion'
        ? {
            serviceRegion: {
              __typename: 'ServiceRegion',
              zipcode: '43206',
              name: 'Ohio',
              stateCode: 'OH',
              numCleaners: 710,
              numCustomers: 11500,
              arl: { CC: 2 },
            },
          }
        : { serviceRegionPrices: { __typename: 'ServiceRegionPrices', zipcode: '43206', rate: 39, higherRate: 79, salesTaxRate: 0.0575, arl: { CC: 2 } } },
    );
    await submit('43206');
    expect(await screen.findByTestId('member-rate')).toHaveTextContent('$39/hour');
    expect(screen.getByTestId('zip-region-figures')).toHaveTextContent('710 cleaners and 11,500 customers near you in Ohio.');
    // The card stops asking: the zipcode is shown with a way to change it.
    expect(screen.queryByRole('button', { name: 'Check prices' })).not.toBeInTheDocument();
    expect(screen.getByText('43206', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByTestId('nonmember-rate')).toHaveTextContent('$79/hour');
    expect(screen.getByTestId('sales-tax')).toHaveTextContent('5.75%');
    expect(screen.getByTestId('with-tax-3')).toHaveTextContent('$20.09');
    expect(JSON.parse(sessionStorage.getItem('checkout:v1') ?? '{}')).toMatchObject({ zipcode: '43206', zipcodeEnteredOnHomepage: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change zipcode' }));
    expect(screen.getByRole('button', { name: 'Check prices' })).toBeVisible();
  });

  it('prices the visitor’s own offer, taxed as the quote taxes it', async () => {
    query.mockImplementation(async (document: Parameters<typeof operationName>[0]) =>
      operationName(document) === 'ServiceRegion'
        ? {
            serviceRegion: {
              __typename: 'ServiceRegion',
              zipcode: '43206',
              name: 'Ohio',
              stateCode: 'OH',
              numCleaners: 710,
              numCustomers: 11500,
              arl: { CC: 2 },
            },
          }
        : { serviceRegionPrices: { __typename: 'ServiceRegionPrices', zipcode: '43206', rate: 39, higherRate: 79, salesTaxRate: 0.0575, arl: { CC: 2 } } },
    );
    await submit('43206', offerFixture('FOREVERCLEAN_49_1_6_99_NO2H', 1000));
    // $19 less the $10 grant, 5.75% tax rounded once: $9.52; no 2-hour option in this plan.
    expect(await screen.findByTestId('with-tax-3')).toHaveTextContent('$9.52');
    expect(screen.queryByTestId('with-tax-2')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    query.mockRejectedValue(new Error('Failed to fetch'));
    await submit('43206');
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t reach our servers. Please check your connection and try again.');
  });
});
