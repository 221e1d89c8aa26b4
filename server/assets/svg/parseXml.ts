/**
 * A strict, small XML reader for uploaded SVG logos: elements, attributes,
 * text and CDATA, with the five predefined entities and character references
 * decoded. Comments and processing instructions are skipped. A DOCTYPE (where
 * entities are declared, and external ones fetched) and any other markup
 * declaration are refused, as is anything not well-formed: what cleanSvg
 * writes back is built only from what this reads.
 */

export interface XmlElement {
  name: string;
  attributes: [string, string][];
  children: XmlNode[];
}

export type XmlNode = XmlElement | { text: string };

export class XmlRefusal extends Error {}

const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const TAG_END = /\s*(\/?)>/y;
const END_TAG = /<\/([A-Za-z_][\w.:-]*)\s*>/y;
const MAX_DEPTH = 100;
const MAX_NODES = 20_000;

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&([^;&\s]{0,12});?/g, (match, body: string) => {
    if (!match.endsWith(';')) throw new XmlRefusal('a “&” that starts no entity');
    if (body in PREDEFINED) return PREDEFINED[body]!;
    const code = /^#x([0-9a-f]{1,6})$/i.exec(body)?.[1] ?? /^#([0-9]{1,7})$/.exec(body)?.[1];
    if (code === undefined) throw new XmlRefusal(`the entity &${body}; (entities are not accepted)`);
    const point = body[1] === 'x' || body[1] === 'X' ? parseInt(code, 16) : parseInt(code, 10);
    if (point === 0 || point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff)) throw new XmlRefusal(`the character reference &${body};`);
    return String.fromCodePoint(point);
  });
}

/** The document's one root element; throws XmlRefusal naming what is wrong. */
export function parseXml(source: string): XmlElement {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const root: XmlElement = { name: '', attributes: [], children: [] };
  const stack: XmlElement[] = [root];
  let at = 0;
  let nodes = 0;

  const add = (node: XmlNode) => {
    if (++nodes > MAX_NODES) throw new XmlRefusal('more than 20,000 elements and texts');
    stack[stack.length - 1]!.children.push(node);
  };
  const skipPast = (end: string, what: string) => {
    const close = text.indexOf(end, at);
    if (close === -1) throw new XmlRefusal(`an unclosed ${what}`);
    const inner = text.slice(at, close);
    at = close + end.length;
    return inner;
  };

  while (at < text.length) {
    const lt = text.indexOf('<', at);
    if (lt !== at) {
      const end = lt === -1 ? text.length : lt;
      add({ text: decodeEntities(text.slice(at, end)) });
      at = end;
      continue;
    }
    if (text.startsWith('<!--', at)) {
      at += 4;
      skipPast('-->', 'comment');
    } else if (text.startsWith('<![CDATA[', at)) {
      at += 9;
      add({ text: skipPast(']]>', 'CDATA section') });
    } else if (text.startsWith('<!', at)) {
      throw new XmlRefusal(/^<!DOCTYPE/i.test(text.slice(at, at + 9)) ? 'a DOCTYPE (it can declare entities)' : 'a markup declaration (<!…>)');
    } else if (text.startsWith('<?', at)) {
      at += 2;
      skipPast('?>', 'processing instruction');
    } else if (text.startsWith('</', at)) {
      END_TAG.lastIndex = at;
      const match = END_TAG.exec(text);
      const open = stack[stack.length - 1]!;
      if (!match || stack.length === 1 || match[1] !== open.name) throw new XmlRefusal(`a closing tag that does not match <${open.name || '…'}>`);
      stack.pop();
      at = END_TAG.lastIndex;
    } else {
      NAME.lastIndex = at + 1;
      const name = NAME.exec(text)?.[0];
      if (!name) throw new XmlRefusal('a “<” that starts no tag');
      at = NAME.lastIndex;
      const element: XmlElement = { name, attributes: [], children: [] };
      for (;;) {
        ATTRIBUTE.lastIndex = at;
        const match = ATTRIBUTE.exec(text);
        if (!match) break;
        const [, attribute, double, single] = match;
        if (element.attributes.some(([n]) => n === attribute)) throw new XmlRefusal(`the attribute ${attribute} twice on <${name}>`);
        element.attributes.push([attribute!, decodeEntities(double ?? single ?? '')]);
        at = ATTRIBUTE.lastIndex;
      }
      TAG_END.lastIndex = at;
      const end = TAG_END.exec(text);
      if (!end) throw new XmlRefusal(`a malformed tag <${name}> (attribute values must be quoted)`);
      at = TAG_END.lastIndex;
      if (stack.length === 1 && root.children.some((c) => 'name' in c)) throw new XmlRefusal('more than one root element');
      add(element);
      if (!end[1]) {
        if (stack.length > MAX_DEPTH) throw new XmlRefusal('elements nested more than 100 deep');
        stack.push(element);
      }
    }
  }
  if (stack.length > 1) throw new XmlRefusal(`an unclosed <${stack[stack.length - 1]!.name}>`);
  const elements = root.children.filter((c): c is XmlElement => 'name' in c);
  if (root.children.some((c) => 'text' in c && c.text.trim() !== '')) throw new XmlRefusal('text outside the root element');
  if (elements.length !== 1) throw new XmlRefusal('no root element');
  return elements[0]!;
}
