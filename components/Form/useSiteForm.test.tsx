import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteForm } from './useSiteForm';

function EmailForm({ onSend }: { onSend: (email: string) => void }) {
  const form = useSiteForm<{ email: string }>({ defaultValues: { email: '' } });
  return (
    <form aria-label="waitlist" onSubmit={form.handleSubmit(({ email }) => onSend(email))}>
      <input aria-label="Email" {...form.register('email')} />
      <button>Join</button>
    </form>
  );
}

describe('useSiteForm', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps an address typed before the page hydrated (brand pages start their scripts after the first paint)', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<form aria-label="waitlist"><input aria-label="Email" name="email"/><button>Join</button></form>';
    (container.querySelector('input') as HTMLInputElement).value = 'early@example.com';
    const sent: string[] = [];
    render(<EmailForm onSend={(email) => sent.push(email)} />, { container, hydrate: true });
    expect(screen.getByLabelText('Email')).toHaveValue('early@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(sent).toEqual(['early@example.com']);
  });

  it('starts from the default when nothing was typed, and takes later typing as usual', async () => {
    const sent: string[] = [];
    render(<EmailForm onSend={(email) => sent.push(email)} />);
    await userEvent.type(screen.getByLabelText('Email'), 'later@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(sent).toEqual(['later@example.com']);
  });
});
