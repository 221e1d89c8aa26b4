import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationSlice } from './HydrationSlice';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Clicked {count} times
    </button>
  );
}

const page = (
  <div>
    <h1>Shell</h1>
    <HydrationSlice>
      <Counter />
    </HydrationSlice>
  </div>
);

/** Whether React expects updates wrapped in act() (a test that lets the scheduler run freely turns it off). */
const actEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};

function serverRendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

describe('HydrationSlice in the browser', () => {
  beforeEach(() => actEnvironment(true));

  it('adopts the server HTML without replacing it, and its part responds once hydrated', async () => {
    const container = serverRendered();
    const serverButton = container.querySelector('button');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    const button = container.querySelector('button');
    expect(button).toBe(serverButton);
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Clicked 1 times');
    container.remove();
  });

  it('does not lose a click made as soon as the shell has hydrated', async () => {
    const container = serverRendered();
    actEnvironment(false);
    hydrateRoot(container, page);
    // The shell's blocking pass has run; the part itself waits for the browser to be idle.
    await new Promise((resolve) => setTimeout(resolve, 0));
    container.querySelector('button')?.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('button')?.textContent).toBe('Clicked 1 times');
    container.remove();
  });
});
