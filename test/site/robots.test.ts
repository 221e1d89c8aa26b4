/**
 * @jest-environment node
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import robots from '@/pages/api/seo/robots';
import sitemap from '@/pages/api/seo/sitemap';
import { setContentSource } from '@/server/content';
import { readDataset } from '@/server/content/localDataset';
import { createLocalSource } from '@/server/content/localSource';
import { requestHostFile } from './hostFiles';

const handlers = { '/api/seo/robots': robots, '/api/seo/sitemap': sitemap };
const get = (host: string, pathname: string) => requestHostFile(host, pathname, handlers);

// An empty data dir: the local source reads the committed seed (sparkle-clean primary, tidy-nest not, local the fallback).
beforeAll(async () => {
  setContentSource(createLocalSource(async () => readDataset(await mkdtemp(path.join(os.tmpdir(), 'robots-')))));
});
afterAll(() => setContentSource(undefined));

describe('robots.txt and sitemap.xml per host', () => {
  it('lets search engines in on the primary brand and points them at its sitemap of pages', async () => {
    const answer = await get('www.sparkle-clean.com', '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body.text).toContain('Allow: /\n');
    expect(answer.body.text).toContain('Sitemap: https://www.sparkle-clean.com/sitemap.xml');

    const map = await get('www.sparkle-clean.com', '/sitemap.xml');
    expect(map.status).toBe(200);
    expect(map.body.text).toContain('<loc>https://www.sparkle-clean.com/deal</loc>');
  });

  it('keeps them out of a non-primary brand, which has no sitemap', async () => {
    const answer = await get('www.tidy-nest.com', '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.body.text).toBe('User-agent: *\nDisallow: /\n');
    expect(answer.body.text).not.toContain('Sitemap');
    expect((await get('www.tidy-nest.com', '/sitemap.xml')).status).toBe(404);
  });

  it('keeps them out of an unknown host, which the fallback brand answers', async () => {
    const answer = await get('www.not-a-brand.example', '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.body.text).toBe('User-agent: *\nDisallow: /\n');
    expect((await get('www.not-a-brand.example', '/sitemap.xml')).status).toBe(404);
    expect((await get('localhost:3000', '/robots.txt')).body.text).toBe('User-agent: *\nDisallow: /\n');
  });
});
