/** @jest-environment node */
import { Suspense, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { HydrationSlice } from './HydrationSlice';

// Enough markup before and inside the parts to pass the renderer's budget for writing boundaries in place.
const paragraphs = (label: string) => Array.from({ length: 80 }, (_, i) => <p key={i}>{`${label} paragraph ${i}: a line of copy long enough to count.`}</p>);

async function html(wrap: (children: ReactNode) => ReactNode): Promise<string> {
  const stream = await renderToReadableStream(
    <div>
      {wrap(<section>{paragraphs('first')}</section>)}
      {wrap(<section>{paragraphs('second')}</section>)}
      {wrap(<footer>{paragraphs('footer')}</footer>)}
    </div>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

describe('HydrationSlice on the server', () => {
  it('writes every part in place, in document order, with no script to reveal it', async () => {
    const page = await html((children) => <HydrationSlice>{children}</HydrationSlice>);
    expect(page).not.toContain('<script');
    expect(page).not.toMatch(/hidden id="S:/);
    const order = ['first paragraph 0', 'second paragraph 79', 'footer paragraph 0', 'footer paragraph 79'].map((text) => page.indexOf(text));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[0]).toBeGreaterThan(-1);
  });

  it('is needed: Suspense boundaries of this size are moved out of place behind an inline script', async () => {
    const page = await html((children) => <Suspense fallback={null}>{children}</Suspense>);
    expect(page).toContain('<script');
  });
});
