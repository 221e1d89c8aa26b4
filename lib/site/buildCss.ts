import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asciiCss } from './asciiHtml';

const cache = new Map<string, string>();

/**
 * The text of a stylesheet of this build (`static/css/….css` under `.next`),
 * read once per process and written in ASCII like the rest of the page
 * (asciiHtml.ts). Pages inline their CSS so the first paint waits for no
 * stylesheet request (docs/decisions.md, "Inline CSS").
 */
export function buildCss(file: string): string | null {
  if (!/^static\/css\/[\w.-]+\.css$/.test(file)) return null;
  let text = cache.get(file);
  if (text === undefined) {
    try {
      text = asciiCss(readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', file), 'utf8'));
    } catch {
      return null;
    }
    cache.set(file, text);
  }
  return text;
}
