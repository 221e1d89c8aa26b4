import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * Production class names for CSS modules. Next names a class `Hero_subhead___06ln` (file, class and a hash), and a
 * landing page writes about 430 of them into its markup and as many into its inline CSS: 9 KB of its 52 KB. A
 * production class is the hash alone, `c` and six characters; development keeps Next's readable names.
 *
 * The name depends only on the module's path from the project root and the class, so the server and browser builds
 * agree, and a build fails rather than give two classes one name.
 */
export function shortClassName(relativePath: string, className: string): string {
  const digest = createHash('sha1').update(`${relativePath}#${className}`).digest('base64url');
  // A class may not start with a digit or a hyphen: the leading letter keeps every digest valid.
  return `c${digest.slice(0, 6)}`;
}

interface LoaderContext {
  rootContext: string;
  resourcePath: string;
}

type GetLocalIdent = (context: LoaderContext, localIdentName: string, className: string) => string;

/** Every class named so far in this build, to refuse a collision instead of shipping one. */
function collisionChecked(): GetLocalIdent {
  const owners = new Map<string, string>();
  return (context, _localIdentName, className) => {
    const relativePath = path.relative(context.rootContext, context.resourcePath).replace(/\\+/g, '/');
    const name = shortClassName(relativePath, className);
    const owner = `${relativePath}#${className}`;
    const previous = owners.get(name);
    if (previous !== undefined && previous !== owner) throw new Error(`CSS class name ${name} would name both ${previous} and ${owner}`);
    owners.set(name, owner);
    return name;
  };
}

interface RuleLike {
  loader?: unknown;
  options?: unknown;
  use?: unknown;
  oneOf?: unknown;
  rules?: unknown;
}

/**
 * Points every css-loader in a webpack configuration that names CSS-module classes at `shortClassName`. Next's
 * loaders sit in nested `oneOf` rules with their options inline; nothing else in the configuration is changed.
 * Returns how many loaders it changed, so the build can tell when Next's layout no longer matches.
 */
export function shortenCssModuleClassNames(config: { module?: { rules?: unknown[] } }): number {
  const getLocalIdent = collisionChecked();
  let changed = 0;
  const visit = (entry: unknown): void => {
    if (Array.isArray(entry)) return entry.forEach(visit);
    if (!entry || typeof entry !== 'object') return;
    const rule = entry as RuleLike;
    const options = rule.options as { modules?: { getLocalIdent?: unknown }; fontLoader?: boolean } | undefined;
    const modules = options?.modules;
    // next/font's own css-loader names font classes from the font's hash: left as it is.
    if (typeof rule.loader === 'string' && rule.loader.includes('css-loader') && !options?.fontLoader && modules && typeof modules.getLocalIdent === 'function') {
      modules.getLocalIdent = getLocalIdent;
      changed += 1;
    }
    visit(rule.use);
    visit(rule.oneOf);
    visit(rule.rules);
  };
  visit(config.module?.rules);
  return changed;
}
