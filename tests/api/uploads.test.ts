import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { multipart, setupTestApp, tinyPng, type SignedIn, type TestContext } from './harness';

const AVATAR = /^\/uploads\/avatars\/[0-9a-f]{32}\.png$/;

describe('avatar uploads', () => {
  let t: TestContext;
  let site: FastifyInstance;
  let admin: SignedIn;
  let support: SignedIn;
  let driver: SignedIn;

  beforeAll(async () => {
    t = await setupTestApp({ UPLOAD_LIMIT_BYTES: '2048' });
    await t.createRole('Support', ['access_admin_dashboard', 'view_user']);
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    support = await t.signedIn({ email: 'support@example.com', role: 'Support' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    // The same API with the site and /uploads served, as main.ts runs it.
    site = await buildApp({ config: t.config, db: t.db, mailer: t.mail, serveSite: true });
    await site.ready();
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  const upload = (url: string, file: Parameters<typeof multipart>[0], auth?: Record<string, string>) => {
    const { payload, headers } = multipart(file);
    return t.request({ method: 'PUT', url: `/api${url}`, payload, headers, token: auth });
  };
  const onDisk = (publicPath: string) => path.join(t.config.uploadDir, publicPath.slice('/uploads/'.length));

  it('stores a PNG under a random name and answers the user', async () => {
    const res = await upload('/user/update-avatar', { filename: '../../evil name.png', type: 'image/png', content: tinyPng }, driver.auth);
    expect(res.statusCode, res.body).toBe(200);
    const avatar = res.json().avatar as string;
    expect(avatar).toMatch(AVATAR);
    expect(readFileSync(onDisk(avatar)).equals(tinyPng)).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/user', token: driver.auth })).json().avatar).toBe(avatar);
  });

  it('a new avatar replaces the old file', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/user', token: driver.auth })).json().avatar as string;
    const res = await upload('/user/update-avatar', { filename: 'again.png', type: 'image/png', content: tinyPng }, driver.auth);
    const after = res.json().avatar as string;
    expect(after).toMatch(AVATAR);
    expect(after).not.toBe(before);
    expect(existsSync(onDisk(before))).toBe(false);
    expect(existsSync(onDisk(after))).toBe(true);
  });

  it('judges the type by content, not by the claimed type: 415', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/user', token: driver.auth })).json().avatar;
    for (const file of [
      { filename: 'notes.png', type: 'image/png', content: 'just some text, not an image' },
      { filename: 'x.svg', type: 'image/svg+xml', content: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' },
      { filename: 'page.html', type: 'text/html', content: '<script>alert(1)</script>' },
    ]) {
      const res = await upload('/user/update-avatar', file, driver.auth);
      expect(res.statusCode, file.filename).toBe(415);
      expect(res.json()).toEqual({
        message: 'Only PNG, JPEG, GIF or WebP images are accepted',
        errors: { file: ['Only PNG, JPEG, GIF or WebP images are accepted'] },
      });
    }
    expect((await t.request({ method: 'GET', url: '/api/user', token: driver.auth })).json().avatar).toBe(before);
  });

  it('refuses a file over the limit: 413', async () => {
    const big = Buffer.concat([tinyPng, Buffer.alloc(4096, 1)]);
    const res = await upload('/user/update-avatar', { filename: 'big.png', type: 'image/png', content: big }, driver.auth);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file is too large', errors: { file: ['The file is too large'] } });
  });

  it('asks for a file when none is sent, and for multipart when JSON is sent', async () => {
    const boundary = '----empty';
    const noFile = await t.request({
      method: 'PUT',
      url: '/api/user/update-avatar',
      token: driver.auth,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: 'Choose a file to upload', errors: { file: ['File is required'] } });
    const json = await t.request({ method: 'PUT', url: '/api/user/update-avatar', token: driver.auth, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the file as multipart/form-data');
  });

  it('needs a token', async () => {
    const res = await upload('/user/update-avatar', { filename: 'a.png', type: 'image/png', content: tinyPng });
    expect(res.statusCode).toBe(401);
  });

  it('staff with change_user set another user\'s avatar; others get 403; unknown users 404', async () => {
    const res = await upload(`/admin/users/${support.id}/update-avatar`, { filename: 'a.png', type: 'image/png', content: tinyPng }, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: support.id, avatar: expect.stringMatching(AVATAR) });
    expect((await upload(`/admin/users/${admin.id}/update-avatar`, { filename: 'a.png', type: 'image/png', content: tinyPng }, support.auth)).statusCode).toBe(403);
    expect((await upload(`/admin/users/${admin.id}/update-avatar`, { filename: 'a.png', type: 'image/png', content: tinyPng }, driver.auth)).statusCode).toBe(403);
    expect((await upload('/admin/users/999999/update-avatar', { filename: 'a.png', type: 'image/png', content: tinyPng }, admin.auth)).statusCode).toBe(404);
  });

  it('serves uploads with nosniff and a sandboxing CSP, and nothing outside the folder', async () => {
    const avatar = (await t.request({ method: 'GET', url: '/api/user', token: driver.auth })).json().avatar as string;
    const res = await site.inject({ method: 'GET', url: avatar });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain('sandbox');
    expect(res.rawPayload.equals(tinyPng)).toBe(true);
    writeFileSync(path.join(t.config.DATA_DIR, 'private.txt'), 'top secret');
    for (const url of ['/uploads/../private.txt', '/uploads/%2e%2e/private.txt', '/uploads/..%2fprivate.txt', '/uploads/avatars/..%2f..%2fprivate.txt']) {
      const miss = await site.inject({ method: 'GET', url });
      expect(miss.body, url).not.toContain('top secret');
    }
    const missing = await site.inject({ method: 'GET', url: '/uploads/avatars/missing.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not Found' });
  });
});
