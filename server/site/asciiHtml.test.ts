import { asciiCss, asciiHtml, asciiScript } from './asciiHtml';

const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** What a browser makes of the markup: parsed by the DOM the tests run in. */
function parse(html: string) {
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`, 'text/html');
  return doc.body;
}

describe('asciiHtml', () => {
  const page = [
    '<p class="stars" aria-label="4 out of 5 stars">★★★★<span>★</span></p>',
    '<p title="Jo’s “pick” · ©">Reschedule free with 24 hours’ notice — 🧽 included, naïve café.</p>',
    '<script type="application/ld+json">{"name":"Jo’s café 🧽","rating":"★"}</script>',
    '<style>.stars::before{content:"★"}.x{content:"🧽a"}</style>',
    '<textarea>notes: ’</textarea>',
  ].join('');

  it('leaves only ASCII', () => {
    expect(asciiHtml(page)).toMatch(ASCII_ONLY);
  });

  it('means the same document to the browser: text, attributes and data', () => {
    const before = parse(page);
    const after = parse(asciiHtml(page));
    // Scripts and styles keep their own escapes (checked below); everything else parses to the very same DOM.
    for (const body of [before, after]) for (const raw of body.querySelectorAll('script, style')) raw.textContent = '';
    expect(after.innerHTML).toBe(before.innerHTML);
    expect(after.textContent).toContain('★★★★★');
    expect(after.querySelector('p[title]')?.getAttribute('title')).toBe('Jo’s “pick” · ©');
    const data = parse(asciiHtml(page)).querySelector('script')?.textContent ?? '';
    expect(JSON.parse(data)).toEqual({ name: 'Jo’s café 🧽', rating: '★' });
  });

  it('writes six-digit CSS escapes, so the next character cannot be read as part of one', () => {
    // "a" after the sponge is a hex digit: a shorter escape would swallow it.
    expect(asciiCss('.a::before{content:"★"}.b{content:"🧽a"}')).toBe('.a::before{content:"\\002605"}.b{content:"\\01F9FDa"}');
    expect(asciiHtml('<style>.a{content:"★"}</style>')).toBe('<style>.a{content:"\\002605"}</style>');
  });

  it('escapes scripts per UTF-16 unit, which JSON.parse reads back', () => {
    const json = JSON.stringify({ review: 'Jo’s 🧽' });
    expect(asciiScript(json)).toMatch(ASCII_ONLY);
    expect(JSON.parse(asciiScript(json))).toEqual({ review: 'Jo’s 🧽' });
  });

  it('returns ASCII markup unchanged', () => {
    const markup = '<p class="a">Plain &amp; simple</p><script>var a = 1;</script>';
    expect(asciiHtml(markup)).toBe(markup);
  });
});
