import { parseXml, XmlRefusal, type XmlElement, type XmlNode } from './parseXml';

/**
 * An uploaded SVG logo, rewritten with nothing that runs or reaches out: only
 * SVG's drawing elements (no scripts, no foreign or XHTML content, no
 * animation that could set a link), no event attributes, no namespace but
 * SVG's and xlink's, and no reference outside the file (`href`, `xlink:href`,
 * `src`, CSS `url(…)` and `@import`, escapes decoded), except fragment links (`#id`) and
 * embedded raster pictures (`data:image/png;base64,…`). It is served as an
 * image from the site's own origin, so this is what keeps it from being a page.
 * What was taken out is listed for the editor; a file that is not well-formed
 * SVG, or that declares entities, is refused with the reason.
 */

export type CleanedSvg = { ok: true; svg: string; removed: string[] } | { ok: false; error: string };

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
/**
 * The SVG elements a picture is drawn with, and nothing else: an element not on the list (an XHTML `<meta>` refresh
 * or `<form>` in its own namespace, an editor's metadata, anything a browser might run) goes with what is inside it.
 * Scripts, foreign content and animation (`set` could set a link) are not on it.
 */
const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'desc',
  'title',
  'symbol',
  'use',
  'switch',
  'view',
  'a',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textpath',
  'image',
  'lineargradient',
  'radialgradient',
  'stop',
  'pattern',
  'clippath',
  'mask',
  'marker',
  'filter',
  'feblend',
  'fecolormatrix',
  'fecomponenttransfer',
  'fecomposite',
  'feconvolvematrix',
  'fediffuselighting',
  'fedisplacementmap',
  'fedistantlight',
  'fedropshadow',
  'feflood',
  'fefunca',
  'fefuncb',
  'fefuncg',
  'fefuncr',
  'fegaussianblur',
  'feimage',
  'femerge',
  'femergenode',
  'femorphology',
  'feoffset',
  'fepointlight',
  'fespecularlighting',
  'fespotlight',
  'fetile',
  'feturbulence',
]);
/** Prefixes an element or attribute may carry: SVG's own (as authored), xlink's and xml's. */
const KEPT_PREFIXES = new Set(['', 'svg', 'xlink', 'xml']);
const REFERENCE_ATTRIBUTES = new Set(['href', 'src', 'base']);
const EMBEDDED_PICTURE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

const prefixOf = (name: string) => (name.includes(':') ? name.slice(0, name.indexOf(':')).toLowerCase() : '');
const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();
/** What a browser would read through: whitespace, control characters and case do not hide a scheme. */
const squeezed = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
/** CSS as a browser reads it: `\75 rl(` is `url(`, `\@` is `@` (CSS Syntax §4.3.7). */
const cssDecoded = (css: string) =>
  css.replace(/\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|([^\n\r\f0-9a-fA-F]))/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff) || 0xfffd) : (char ?? ''),
  );
const externalCss = (css: string) => {
  const text = squeezed(cssDecoded(css));
  return text.includes('@import') || text.includes('javascript:') || text.includes('expression(') || /url\((?!['"]?#)/.test(text);
};
/** A namespace declaration is kept only for SVG's and xlink's own namespaces. */
const foreignNamespace = (attribute: string, value: string) =>
  (attribute === 'xmlns' || attribute.startsWith('xmlns:')) && value.trim() !== SVG_NS && value.trim() !== XLINK_NS;

export function cleanSvg(source: string): CleanedSvg {
  let root: XmlElement;
  try {
    root = parseXml(source);
  } catch (error) {
    if (error instanceof XmlRefusal) return { ok: false, error: `This SVG cannot be used: it has ${error.message}. Export it again as plain SVG.` };
    throw error;
  }
  if (localName(root.name) !== 'svg') return { ok: false, error: 'This file is not an SVG image: its root element is not <svg>.' };
  const removed = new Set<string>();
  const cleaned = cleanElement(root, removed)!;
  if (!cleaned.attributes.some(([name]) => name === 'xmlns')) cleaned.attributes.unshift(['xmlns', SVG_NS]);
  return { ok: true, svg: `${serialize(cleaned)}\n`, removed: [...removed] };
}

function cleanElement(element: XmlElement, removed: Set<string>): XmlElement | null {
  const name = localName(element.name);
  if (!SVG_ELEMENTS.has(name) || !KEPT_PREFIXES.has(prefixOf(element.name))) {
    removed.add(`<${element.name}>`);
    return null;
  }
  if (name === 'style' && element.children.some((c) => 'text' in c && externalCss(c.text))) {
    removed.add('a <style> that loads or links to something outside the file');
    return null;
  }
  const attributes = element.attributes.filter(([attribute, value]) => {
    const why = attributeProblem(attribute, value);
    if (why) removed.add(why);
    return !why;
  });
  const children = element.children.flatMap((child): XmlNode[] => {
    if ('text' in child) return [child];
    const kept = cleanElement(child, removed);
    return kept ? [kept] : [];
  });
  return { name: element.name, attributes, children };
}

function attributeProblem(attribute: string, value: string): string | null {
  const name = localName(attribute);
  if (name.startsWith('on')) return `the event attribute ${attribute}`;
  if (foreignNamespace(attribute, value)) return `the namespace ${attribute}="${value.slice(0, 80)}"`;
  if (!attribute.startsWith('xmlns') && !KEPT_PREFIXES.has(prefixOf(attribute))) return `the editor attribute ${attribute}`;
  const plain = squeezed(value);
  if (REFERENCE_ATTRIBUTES.has(name) && !plain.startsWith('#') && !EMBEDDED_PICTURE.test(value.trim()))
    return `the external reference ${attribute}="${value.slice(0, 80)}"`;
  if (plain.includes('javascript:')) return `the script link in ${attribute}`;
  if (externalCss(value)) return `the external reference in ${attribute}`;
  return null;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function serialize(element: XmlElement): string {
  const attributes = element.attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  if (!element.children.length) return `<${element.name}${attributes}/>`;
  const inner = element.children.map((child) => ('text' in child ? escapeText(child.text) : serialize(child))).join('');
  return `<${element.name}${attributes}>${inner}</${element.name}>`;
}
