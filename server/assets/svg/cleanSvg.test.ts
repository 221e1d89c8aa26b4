import { cleanSvg } from './cleanSvg';

const svg = (inside: string, attributes = '') => `<svg width="10" height="10"${attributes}>${inside}</svg>`;

describe('cleanSvg', () => {
  it('writes back a plain SVG as it was, with the SVG namespace, fragment links and embedded pictures kept', () => {
    const source = svg(
      '<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/>',
    );
    expect(cleanSvg(source)).toEqual({
      ok: true,
      removed: [],
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/><image href="data:image/png;base64,iVBORw0KGgo="/></svg>\n`,
    });
  });

  it('sees through character references, case, whitespace and namespace prefixes', () => {
    const result = cleanSvg(
      svg(
        '<a href="&#106;ava&#x09;script:alert(1)">x</a><svg:SCRIPT xmlns:svg="http://www.w3.org/2000/svg">1</svg:SCRIPT><g ONCLICK="x()" style="background: URL( \'//evil.example/a\' )"/>',
      ),
    );
    expect(result.ok && result.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><a>x</a><g/></svg>\n');
  });

  it('drops a style sheet that imports or links outside the file, and animation that could set a link', () => {
    const result = cleanSvg(svg('<style>@import url(https://evil.example/a.css);</style><set attributeName="href" to="javascript:x()"/><circle r="1"/>'));
    expect(result).toMatchObject({
      ok: true,
      svg: expect.stringContaining('<circle r="1"/></svg>'),
      removed: ['a <style> that loads or links to something outside the file', '<set>'],
    });
  });

  it('escapes what it writes back, so text cannot become markup', () => {
    const result = cleanSvg(svg('<text>&lt;script&gt;alert(1)&lt;/script&gt;</text><style><![CDATA[ g > rect { fill: red } ]]></style>'));
    expect(result.ok && result.svg).toContain('<text>&lt;script&gt;alert(1)&lt;/script&gt;</text><style> g &gt; rect { fill: red } </style>');
  });

  it('refuses what is not well-formed SVG, saying what is wrong', () => {
    expect(cleanSvg('<html><body/></html>')).toEqual({ ok: false, error: 'This file is not an SVG image: its root element is not <svg>.' });
    expect(cleanSvg('<svg><g></svg>')).toEqual({
      ok: false,
      error: 'This SVG cannot be used: it has a closing tag that does not match <g>. Export it again as plain SVG.',
    });
    expect(cleanSvg('<svg width=10></svg>')).toMatchObject({ ok: false, error: expect.stringContaining('attribute values must be quoted') });
    expect(cleanSvg('<svg>&ext;</svg>')).toMatchObject({ ok: false, error: expect.stringContaining('the entity &ext; (entities are not accepted)') });
    expect(cleanSvg('<svg/><svg/>')).toMatchObject({ ok: false, error: expect.stringContaining('more than one root element') });
  });
});

describe('cleanSvg against what a browser would still run or follow', () => {
  it('drops XHTML elements in their own namespace (a meta refresh, a form) and anything that is not an SVG drawing element', () => {
    const result = cleanSvg(
      svg(
        '<meta xmlns="http://www.w3.org/1999/xhtml" http-equiv="refresh" content="0;url=https://evil.example/"/>' +
          '<h:form xmlns:h="http://www.w3.org/1999/xhtml" action="https://evil.example/"><h:input name="q"/></h:form>' +
          '<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/><marquee>x</marquee><circle r="1"/>',
      ),
    );
    expect(result).toMatchObject({ ok: true, svg: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><circle r="1"/></svg>\n' });
    expect(result.ok && result.removed).toEqual(['<meta>', '<h:form>', '<sodipodi:namedview>', '<marquee>']);
  });

  it('drops a namespace declaration that makes SVG elements something else, and editor attributes', () => {
    const result = cleanSvg(svg('<g xmlns="http://www.w3.org/1999/xhtml" inkscape:label="Layer"><rect width="1" height="1"/></g>'));
    expect(result.ok && result.svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g><rect width="1" height="1"/></g></svg>\n');
  });

  it('reads CSS escapes as a browser does, so an escaped url( or @import is found', () => {
    for (const css of ['\\75 rl(https://evil.example/a.png)', '\\000075rl(//evil.example/a)', 'u\\rl(//evil.example/a)', "\\@import '//evil.example/a.css'"]) {
      const result = cleanSvg(svg(`<style>rect { background: ${css} }</style><g style="fill: ${css}"/>`));
      expect([css, result.ok && result.svg]).toEqual([css, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g/></svg>\n']);
    }
  });
});
