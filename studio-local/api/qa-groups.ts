import type { NextApiRequest, NextApiResponse } from 'next';
import { parseGroups } from '@/lib/growth/experiments/experiments';
import { requestIsHttps } from '@/server/platform/clientAddress';
import { serializeCookie } from '@/lib/platform/cookies';
import { safeRedirect } from '@/lib/rules/redirect';
import { SESSION_COOKIE } from '@/studio-local/access/auth';
import { mintQaGrant, QA_GROUPS_COOKIE, QA_GROUPS_SECONDS } from '@/server/site/studioGrants';
import { routingTable } from '@/server/site/routing/manifestCache';
import { resolveBrandKey } from '@/lib/rules/brand';
import { studioApi } from '@/studio-local/access/guard';
import { sessionIdOf } from '@/studio-local/access/sessions';

/**
 * QA overrides for this browser, on one brand:
 * GET ?groups=membership_model_v1=variant|pricing=monthly_39&brand=tidy-nest&path=/deal
 * pins those experiment groups (`fe_qa`, a grant of the person's studio
 * session: server/site/studioGrants.ts) and goes to the page; without `brand`, the
 * brand of this host. The groups count only on that brand, for a day at
 * most, and end with the session. GET ?exit=1 ends them. A pair that names
 * no experiment or no group of it is refused rather than dropped, so a typo
 * is seen before testing starts.
 */
export default studioApi('content', async (req: NextApiRequest, res: NextApiResponse) => {
  if (req.method !== 'GET') return res.status(405).json({ error: 'Method not allowed.' });
  // Lax, not the studio's Strict: the tester reaches the brand's pages from anywhere, ads included.
  const qaCookie = (value: string, maxAgeSeconds: number) =>
    serializeCookie(QA_GROUPS_COOKIE, value, { maxAgeSeconds, httpOnly: true, secure: requestIsHttps(req), sameSite: 'Lax' });
  if (req.query.exit) {
    res.setHeader('Set-Cookie', qaCookie('', 0));
    return res.redirect(307, '/studio');
  }
  const asked = typeof req.query.groups === 'string' ? req.query.groups.split('|').filter(Boolean) : [];
  const table = await routingTable();
  // The published experiments' own groups only (drafts included: QA may look at an experiment before it runs).
  const groups = parseGroups(asked.join('|'), table.experiments);
  const unknown = asked.filter((pair) => {
    const [experiment, group] = pair.split('=');
    return !experiment || groups.get(experiment) !== group;
  });
  if (!asked.length || unknown.length || groups.size !== asked.length) {
    return res.status(400).json({
      error: `Name each experiment once with one of its groups, as experiment=group joined by |${unknown.length ? `; not known: ${unknown.join(', ')}` : ''}.`,
    });
  }
  const brand = typeof req.query.brand === 'string' ? req.query.brand : resolveBrandKey(req.headers.host, table.brandKeys, table.fallbackKey).key;
  if (!table.brandKeys.has(brand)) return res.status(400).json({ error: 'No published brand has that key.' });
  const value = [...groups].map(([experiment, group]) => `${experiment}=${group}`).join('|');
  res.setHeader('Set-Cookie', qaCookie(mintQaGrant({ session: sessionIdOf(req.cookies[SESSION_COOKIE] as string), brand, groups: value }), QA_GROUPS_SECONDS));
  return res.redirect(307, safeRedirect(typeof req.query.path === 'string' ? req.query.path : '/') ?? '/');
});
