import { readFileSync } from 'node:fs';
import path from 'node:path';

const cache = new Map<string, string>();

/**
 * The text of a stylesheet of this build (`static/css/….css` under `.next`),
 * read once per process. Pages inline their CSS so the first paint waits for
 * no stylesheet request (docs/decisions.md, "Inline CSS").
 */
export function buildCss(file: string): string | null {
  if (!/^static\/css\/[\w.-]+\.css$/.test(file)) return null;
  let text = cache.get(file);
  if (text === undefined) {
    try {
      text = readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', file), 'utf8');
    } catch {
      return null;
    }
    cache.set(file, text);
  }
  return text;
}
