import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertDialog } from './AlertDialog';

describe('AlertDialog', () => {
  it('shows the title and the message without the payment request id, and closes on Ok, got it', async () => {
    const onClose = jest.fn();
    render(<AlertDialog open onClose={onClose} title="Payment failed" message="[req_8f2a91c] Your card was declined." />);
    const dialog = screen.getByRole('alertdialog', { name: 'Payment failed' });
    expect(dialog).toHaveTextContent('Your card was declined.');
    expect(dialog).not.toHaveTextContent('req_8f2a91c');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ok, got it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['req_ABC123: Insufficient funds.', 'Insufficient funds.'],
    ['req_ABC123 - Card expired', 'Card expired'],
    ['Nothing to strip', 'Nothing to strip'],
  ])('strips %j', (message, shown) => {
    render(<AlertDialog open onClose={() => undefined} message={message} />);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(shown);
    expect(screen.getByRole('alertdialog').textContent).not.toMatch(/req_/);
  });

  it('works without a title or message', () => {
    render(<AlertDialog open onClose={() => undefined} />);
    expect(screen.getByRole('alertdialog', { name: 'Alert' })).toBeInTheDocument();
  });
});
