import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptySession } from '@/lib/commerce/checkoutSession';
import { runMutation, runQuery } from '@/lib/graphql/lazy';
import { checkoutPlanFixture } from '@/test/fixtures';
import { StepEmailLead } from './StepEmailLead';

jest.mock('@/lib/graphql/lazy', () => ({ ...jest.requireActual('@/lib/graphql/lazy'), runMutation: jest.fn(), runQuery: jest.fn() }));
const mutate = runMutation as jest.Mock;
const query = runQuery as jest.Mock;

const plan = checkoutPlanFixture;

describe('StepEmailLead', () => {
  it('tells a returning client, before any card is asked for, that the offer is for new clients and offers sign-in', async () => {
    mutate.mockResolvedValue({ registerLead: { success: true, message: null, fieldErrors: [] } });
    query.mockResolvedValue({
      voucherPriceAndIntent: {
        __typename: 'NotNewClientError',
        message: 'This first-cleaning offer is for new clients only, and this email has already bought one. Sign in to see your voucher and book your cleaning.',
        signInPath: '/login?email=jane%40example.com',
      },
    });
    const onQuoted = jest.fn();
    const user = userEvent.setup();
    render(<StepEmailLead plan={plan} session={{ ...emptySession(), hours: 3 }} onBack={() => undefined} onQuoted={onQuoted} />);
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Zipcode'), '43206');
    await user.click(screen.getByRole('button', { name: 'See my price' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('for new clients only');
    expect(screen.getByRole('link', { name: 'Sign in with a one-time link' })).toHaveAttribute('href', '/login?email=jane%40example.com');
    expect(query.mock.calls[0]?.[1]).toMatchObject({ email: 'jane@example.com' });
    expect(onQuoted).not.toHaveBeenCalled();
  });
});
