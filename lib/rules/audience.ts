/**
 * Who is left out of tracking (spec §2, §6): agent sessions (a path
 * containing /agent, or the `ha-agent` cookie) and bots (the `ha-bot`
 * cookie). Their visits get no third-party tags and do not count in the
 * funnel or experiment statistics. The browser tracker and the events API
 * both ask this one function.
 */
export const AGENT_COOKIE = 'ha-agent';
export const BOT_COOKIE = 'ha-bot';

export const isAgentPath = (pathname: string | null | undefined) => (pathname ?? '').includes('/agent');

/**
 * Agents (support staff on a call) open the public pages under /agent:
 * /agent is the home page, /agent/deal the deal page, /agent/checkout the
 * checkout. The page path without the prefix, or the path as it is.
 */
export function withoutAgentPrefix(pathname: string): string {
  if (pathname === '/agent' || pathname === '/agent/') return '/';
  return pathname.startsWith('/agent/') ? pathname.slice('/agent'.length) : pathname;
}

export function isAgentSession(cookies: Readonly<Record<string, string | undefined>>, pathname: string | null | undefined): boolean {
  return isAgentPath(pathname) || cookies[AGENT_COOKIE] !== undefined;
}

export function excludedFromTracking(cookies: Readonly<Record<string, string | undefined>>, pathname: string | null | undefined): boolean {
  return isAgentSession(cookies, pathname) || cookies[BOT_COOKIE] !== undefined;
}

/**
 * Crawlers and link previewers that say what they are. They see the control pages and are never enrolled in an
 * experiment; browsers that hide it are left to the bot-detection script (the `ha-bot` cookie).
 */
const CRAWLER = /bot\b|crawler|spider|slurp|facebookexternalhit|mediapartners|bingpreview|embedly|lighthouse|pingdom|uptime/i;

export const isCrawler = (userAgent: string | null | undefined) => typeof userAgent === 'string' && CRAWLER.test(userAgent);
