import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from './harness';

describe('robots.txt and sitemap.xml', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await setupTestApp({ PUBLIC_URL: 'https://rigrest.example' });
    await t.db
      .insertInto('hotels')
      .values([
        { slug: 'open-inn-joplin', hotel_name: 'Open Inn', status: 'active' },
        { slug: 'closed-inn', hotel_name: 'Closed Inn', status: 'inactive' },
      ] as never)
      .execute();
  });
  afterAll(async () => t?.close());

  it('keeps crawlers out of the back office and the API, and names the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /de/admin');
    expect(res.body).toContain('Sitemap: https://rigrest.example/sitemap.xml');
  });

  it('lists the public pages and every active hotel in each language, never an inactive one', async () => {
    const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<loc>https://rigrest.example/hotels/open-inn-joplin</loc>');
    expect(res.body).toContain('<loc>https://rigrest.example/de/hotels/open-inn-joplin</loc>');
    expect(res.body).toContain('<loc>https://rigrest.example/truck-parking</loc>');
    expect(res.body).not.toContain('closed-inn');
    expect(res.body.match(/open-inn-joplin/g)).toHaveLength(11);
  });

  it('never builds a link from the Host header, with or without PUBLIC_URL', async () => {
    const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await t.request({ method: 'GET', url, headers: evil });
      expect(res.body).not.toContain('evil.example');
      expect(res.body).toContain('https://rigrest.example/');
    }
    const local = await setupTestApp({ PORT: '4321' });
    try {
      const robots = await local.request({ method: 'GET', url: '/robots.txt', headers: evil });
      expect(robots.body).not.toContain('evil.example');
      expect(robots.body).toContain('Sitemap: http://localhost:4321/sitemap.xml');
    } finally {
      await local.close();
    }
  });
});
