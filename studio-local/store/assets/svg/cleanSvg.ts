import { parseXml, XmlRefusal, type XmlElement, type XmlNode } from './parseXml';

/**
 * An uploaded SVG logo, rewritten with nothing that runs or reaches out: no
 * scripts, no foreign (HTML) content, no event attributes, no animation that
 * could set a link, and no reference outside the file (`href`, `xlink:href`,
 * `src`, CSS `url(…)` and `@import`), except fragment links (`#id`) and
 * embedded raster pictures (`data:image/png;base64,…`). It is served as an
 * image from the site's own origin, so this is what keeps it from being a page.
 * What was taken out is listed for the editor; a file that is not well-formed
 * SVG, or that declares entities, is refused with the reason.
 */

export type CleanedSvg = { ok: true; svg: string; removed: string[] } | { ok: false; error: string };

const SVG_NS = 'http://www.w3.org/2000/svg';
const DROPPED_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'canvas',
  'handler',
  'listener',
  'set',
  'animate',
  'animatemotion',
  'animatetransform',
  'animatecolor',
  'discard',
]);
const REFERENCE_ATTRIBUTES = new Set(['href', 'src', 'base']);
const EMBEDDED_PICTURE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();
/** What a browser would read through: whitespace, control characters and case do not hide a scheme. */
const squeezed = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
const externalCss = (css: string) => {
  const text = squeezed(css.replace(/\\/g, ''));
  return text.includes('@import') || text.includes('javascript:') || text.includes('expression(') || /url\((?!['"]?#)/.test(text);
};

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
  if (DROPPED_ELEMENTS.has(name)) {
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
