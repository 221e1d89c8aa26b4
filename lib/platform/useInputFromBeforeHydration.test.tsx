import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useInputFromBeforeHydration } from './useInputFromBeforeHydration';

function ZipForm() {
  const [zipcode, setZipcode] = useState('');
  const [size, setSize] = useState('small');
  const form = useRef<HTMLFormElement>(null);
  useInputFromBeforeHydration(form, (name, value) => (name === 'zipcode' ? setZipcode(value) : setSize(value)));
  return (
    <form ref={form} aria-label="zip">
      <input aria-label="Zipcode" name="zipcode" value={zipcode} onChange={(event) => setZipcode(event.target.value)} />
      {['small', 'large'].map((option) => (
        <input key={option} type="radio" aria-label={option} name="size" value={option} checked={size === option} onChange={() => setSize(option)} />
      ))}
      <output>{`${zipcode} ${size}`}</output>
    </form>
  );
}

/** The server's HTML, as the visitor left it before the scripts ran. */
function serverHtml(typed: { zipcode?: string; size?: string }) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = `<form aria-label="zip"><input aria-label="Zipcode" name="zipcode" value=""/><input type="radio" aria-label="small" name="size" value="small" checked=""/><input type="radio" aria-label="large" name="size" value="large"/><output> small</output></form>`;
  if (typed.zipcode) (container.querySelector('input[name=zipcode]') as HTMLInputElement).value = typed.zipcode;
  if (typed.size) (container.querySelector(`input[value=${typed.size}]`) as HTMLInputElement).checked = true;
  return container;
}

describe('useInputFromBeforeHydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("takes the visitor's typed value and choice into the state, so the next render keeps them", async () => {
    const container = serverHtml({ zipcode: '60614', size: 'large' });
    render(<ZipForm />, { container, hydrate: true });
    expect(screen.getByRole('status')).toHaveTextContent('60614 large');
    // A render after hydration (the field focused again, say) keeps them.
    await userEvent.click(screen.getByLabelText('Zipcode'));
    await userEvent.type(screen.getByLabelText('Zipcode'), '{End}');
    expect(screen.getByLabelText('Zipcode')).toHaveValue('60614');
    expect(screen.getByLabelText('large')).toBeChecked();
  });

  it('leaves an untouched form as the server wrote it', () => {
    const container = serverHtml({});
    render(<ZipForm />, { container, hydrate: true });
    expect(screen.getByRole('status')).toHaveTextContent('small');
    expect(screen.getByLabelText('Zipcode')).toHaveValue('');
  });
});
