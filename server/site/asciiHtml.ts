/**
 * Markup with every character outside ASCII written as an escape that means
 * the same character where it stands: a numeric character reference in text
 * and attribute values, `\uXXXX` inside scripts (JSON and JavaScript strings),
 * a six-digit CSS escape inside styles.
 *
 * Why: V8 keeps a string with any character above U+00FF (a "★" in a rating,
 * a "’" in a sentence) as two bytes per character, and every ISR response
 * writes the whole page again: the page's bytes are counted and encoded to
 * UTF-8 per request. A 46 KB page with one such character served 9–14 % fewer
 * requests per second than the same page without it, and the landing page
 * 1–6 % (docs/decisions.md, "Pages are sent as ASCII"). The browser sees the
 * same document: the parser turns each escape back into its character.
 */
const NON_ASCII = /[^\x00-\x7f]/;
const NON_ASCII_CODE_POINTS = /[^\x00-\x7f]/gu;
const NON_ASCII_CODE_UNITS = /[^\x00-\x7f]/g;
// Raw-text elements: their content is not decoded by the HTML parser, so it keeps its own language's escapes.
const RAW_TEXT = /(?<open><(?<tag>script|style)\b[^>]*>)(?<text>[\s\S]*?)(?<close><\/\k<tag>>)/gi;

const hex = (code: number, width = 4) => code.toString(16).toUpperCase().padStart(width, '0');

/** `\uXXXX` per UTF-16 unit: valid in JSON and in JavaScript strings, and what `JSON.parse` reads back. */
export function asciiScript(text: string): string {
  return NON_ASCII.test(text) ? text.replace(NON_ASCII_CODE_UNITS, (unit) => `\\u${hex(unit.charCodeAt(0))}`) : text;
}

/** A CSS escape of six hex digits needs no space after it (CSS Syntax §4.3.7). */
export function asciiCss(text: string): string {
  return text.replace(NON_ASCII_CODE_POINTS, (char) => `\\${hex(char.codePointAt(0) ?? 0, 6)}`);
}

function asciiMarkup(text: string): string {
  return text.replace(NON_ASCII_CODE_POINTS, (char) => `&#x${hex(char.codePointAt(0) ?? 0, 1)};`);
}

export function asciiHtml(html: string): string {
  if (!NON_ASCII.test(html)) return html;
  let out = '';
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    out += asciiMarkup(html.slice(last, match.index));
    const { open = '', tag = '', text = '', close = '' } = match.groups ?? {};
    out += asciiMarkup(open) + (tag.toLowerCase() === 'script' ? asciiScript(text) : asciiCss(text)) + close;
    last = match.index + match[0].length;
  }
  return out + asciiMarkup(html.slice(last));
}
