import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { StaticHtml } from './StaticHtml';

function Page({ label, extra = false }: { label: string; extra?: boolean }) {
  return (
    <main>
      <p>{label}</p>
      <StaticHtml as="nav">
        <a href="/us/il/chicago">Chicago, IL</a>
      </StaticHtml>
      {extra ? (
        <StaticHtml>
          <a href="/us/ca">California</a>
        </StaticHtml>
      ) : null}
    </main>
  );
}

// What the server sends for <Page label="first" /> (see StaticHtml.server.test.tsx).
const SERVER_HTML = '<main><p>first</p><nav><a href="/us/il/chicago">Chicago, IL</a></nav></main>';

describe('StaticHtml in the browser', () => {
  it('keeps the server’s HTML through hydration and later renders, and renders content mounted afterwards', async () => {
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    const link = container.querySelector('a');
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Page label="first" />, { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    expect(container.querySelector('nav a')).toBe(link);

    await act(async () => root.render(<Page label="second" extra />));
    expect(container.querySelector('p')).toHaveTextContent('second');
    expect(container.querySelector('nav a')).toBe(link);
    expect(link).toHaveAttribute('href', '/us/il/chicago');
    // Mounted after hydration, as on a client-side navigation: rendered in the browser.
    expect(container.querySelector('a[href="/us/ca"]')).toHaveTextContent('California');

    await act(async () => root.unmount());
    container.remove();
  });
});
