import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runMutation } from '@/lib/graphql/lazy';
import { WaitlistForm } from './WaitlistForm';

jest.mock('@/lib/graphql/lazy', () => ({ ...jest.requireActual('@/lib/graphql/lazy'), runMutation: jest.fn() }));
const mutate = runMutation as jest.Mock;

describe('WaitlistForm', () => {
  beforeEach(() => mutate.mockReset());

  it('checks the email before sending', async () => {
    const user = userEvent.setup();
    render(<WaitlistForm />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('joins with a trimmed email and shows the confirmation', async () => {
    mutate.mockResolvedValue({
      joinVoucherWaitlist: { success: true, message: 'You’re on the list. We’ll email you as soon as vouchers are available.', fieldErrors: [] },
    });
    const user = userEvent.setup();
    render(<WaitlistForm />);
    await user.type(screen.getByLabelText('Email'), '  Jane@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You’re on the list.');
    expect(mutate).toHaveBeenCalledWith(expect.anything(), { input: { email: 'jane@example.com' } });
  });
});
