/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { StaticHtml } from './StaticHtml';

describe('StaticHtml on the server', () => {
  it('renders its content into the HTML', () => {
    expect(
      renderToString(
        <StaticHtml as="nav">
          <a href="/us/il/chicago">Chicago, IL</a>
        </StaticHtml>,
      ),
    ).toBe('<nav><a href="/us/il/chicago">Chicago, IL</a></nav>');
  });
});
