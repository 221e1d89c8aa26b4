import type { NextApiRequest, NextApiResponse } from 'next';
import { routePageRequest } from '@/server/site/routing/pageRequest';
import { callApi, type ApiAnswer } from '@/server/testing/apiRoute';

type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;

/**
 * A request for one of a host's own files (robots.txt, sitemap.xml, icons) as a visitor makes it: the page decision
 * picks the brand from the host and rewrites to an API route, which `handlers` (by path) answers. A rewrite to
 * anything else (a static file under public/) is answered as `{ status: 0, rewriteTo }`.
 */
export async function requestHostFile(
  host: string,
  pathname: string,
  handlers: Record<string, Handler>,
  headers: Record<string, string> = {},
): Promise<ApiAnswer & { rewriteTo: string }> {
  const answer = await routePageRequest({
    pathname,
    search: '',
    searchParams: new URLSearchParams(),
    host,
    cookieHeader: null,
    forwardedProto: null,
    encrypted: false,
  });
  const target = new URL(answer.rewriteTo, 'http://internal');
  const handler = handlers[target.pathname];
  if (!handler) return { status: 0, body: {}, headers: {}, setCookies: {}, rewriteTo: answer.rewriteTo };
  const query = Object.fromEntries(target.searchParams);
  return { ...(await callApi(handler, { query, headers: { host, ...headers } })), rewriteTo: answer.rewriteTo };
}
