import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Harness(props: { titleInBody?: boolean; height?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show details
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Membership details" {...props}>
        <p>Cancel any time.</p>
        <button type="button">Inside</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens labelled by its title, with a Close modal button that returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Show details' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Membership details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Cancel any time.');
    expect(dialog).toHaveStyle({ '--modal-height': '576px' });
    await user.click(screen.getByRole('button', { name: 'Close modal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and honours a custom height and title in the body', async () => {
    const user = userEvent.setup();
    render(<Harness titleInBody height={400} />);
    await user.click(screen.getByRole('button', { name: 'Show details' }));
    const dialog = screen.getByRole('dialog', { name: 'Membership details' });
    expect(dialog).toHaveStyle({ '--modal-height': '400px' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
