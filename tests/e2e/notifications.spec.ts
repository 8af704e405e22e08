import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, AdminSignIn, TRUCKER, apiToken, pickAutocomplete } from './adminSession';
import { hydrated } from './hydration';
import { bookAsTrucker, json } from './truckerBooking';

/** The bell polls every second here (300 s on the site), through the override the bell reads. */
async function fastPolling(page: Page) {
  await page.addInitScript(() => localStorage.setItem('rigrest.notificationsPollMs', '1000'));
}

/** The DEMO trucker signs in on the storefront and reads whatever is unread, so the bell starts at 0. */
async function truckerWithEmptyBell(page: Page) {
  await fastPolling(page);
  await page.goto('/auth/login');
  await hydrated(page);
  await page.getByLabel('Email').fill(TRUCKER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TRUCKER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toBeVisible();
  await bell.click();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('aria-label', 'Notifications (0 unread)');
  return bell;
}

const arSite = (JSON.parse(readFileSync('locales/ar/storefront.json', 'utf8')) as { bell: Record<string, string> }).bell;
const arAdmin = (JSON.parse(readFileSync('locales/ar/admin.json', 'utf8')) as { toolbar: Record<string, string> }).toolbar;

/**
 * The open bell laid out right to left: the panel's direction is rtl (from dir="rtl" on it or an ancestor), it opens
 * from the bell toward the page (its left edge on the bell's left edge, as its right edge is on the bell's in English),
 * it is inside the viewport, and its heading and times start on the right.
 */
async function expectRightToLeftPanel(page: Page, bell: Locator, panel: Locator, { phone = false } = {}) {
  await expect(panel).toBeVisible();
  const layout = await panel.evaluate((el) => {
    const heading = el.querySelector('h2')!;
    const range = document.createRange();
    range.selectNodeContents(heading);
    const time = el.querySelector('time');
    const timeRange = document.createRange();
    if (time) timeRange.selectNodeContents(time);
    return {
      direction: getComputedStyle(el).direction,
      dirAttribute: el.closest('[dir]')?.getAttribute('dir') ?? null,
      box: el.getBoundingClientRect().toJSON() as DOMRect,
      headingText: range.getBoundingClientRect().toJSON() as DOMRect,
      timeText: time ? (timeRange.getBoundingClientRect().toJSON() as DOMRect) : null,
      viewport: { width: window.innerWidth, height: window.innerHeight },
    };
  });
  expect(layout.direction).toBe('rtl');
  expect(layout.dirAttribute).toBe('rtl');
  const bellBox = (await bell.boundingBox())!;
  // Inside the viewport, at most 400 × 600.
  expect(layout.box.left).toBeGreaterThanOrEqual(0);
  expect(layout.box.right).toBeLessThanOrEqual(layout.viewport.width);
  expect(layout.box.bottom).toBeLessThanOrEqual(layout.viewport.height);
  expect(layout.box.width).toBeLessThanOrEqual(400);
  expect(layout.box.height).toBeLessThanOrEqual(600);
  // The bell sits at the left end of a right-to-left toolbar, and the panel opens from it toward the page (on a phone
  // it is as wide as the screen allows, a margin on either side).
  expect(bellBox.x + bellBox.width / 2).toBeLessThan(layout.viewport.width / 2);
  if (phone) expect(layout.box.left).toBeGreaterThanOrEqual(8);
  else expect(Math.abs(layout.box.left - bellBox.x)).toBeLessThanOrEqual(2);
  // Texts start on the right: the heading's words end near the panel's right edge, far from its left.
  expect(layout.box.right - layout.headingText.right).toBeLessThan(40);
  expect(layout.headingText.left - layout.box.left).toBeGreaterThan(100);
  if (layout.timeText) expect(layout.box.right - layout.timeText.right).toBeLessThan(40);
}

const arabic = /[\u0600-\u06FF]/;

test.describe('notifications', () => {
  test('staff send a mass notification; the driver\'s badge shows it after a poll and opening the bell clears it', async ({ page, request }) => {
    const token = await apiToken(request, ADMIN.email, ADMIN.password);
    const auth = { authorization: `Bearer ${token}` };
    const roles = (await (await request.get('/api/admin/roles?search=Trucker', { headers: auth })).json()) as { data: { id: number; name: string }[] };
    const trucker = roles.data.find((r) => r.name === 'Trucker')!;

    const bell = await truckerWithEmptyBell(page);

    const title = `Road works on I-44 ${Date.now()}`;
    const created = await request.post('/api/admin/mass-notifications', {
      headers: auth,
      data: {
        title,
        body: '<p>Expect <strong>delays</strong></p><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=2">bad</a>',
        link: '/hotels',
        audience: { type: 'role', role_id: trucker.id },
        channels: ['in_app'],
        send: 'now',
      },
    });
    expect(created.status()).toBe(201);

    // No reload: the poll brings it.
    await expect(bell).toHaveAttribute('aria-label', 'Notifications (1 unread)', { timeout: 20_000 });
    await bell.click();
    const list = page.getByTestId('notifications-list');
    await expect(list.getByText(title)).toBeVisible();
    await expect(list.locator('strong', { hasText: 'delays' })).toBeVisible();
    await expect(list.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(bell).toHaveAttribute('aria-label', 'Notifications (0 unread)');
    const box = await page.getByRole('dialog', { name: 'Notifications' }).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(400);
    expect(box!.height).toBeLessThanOrEqual(600);
    // Left to right, the panel's right edge is on the bell's (right to left, its left edge: the Arabic test).
    const bellBox = (await bell.boundingBox())!;
    expect(Math.abs(box!.x + box!.width - (bellBox.x + bellBox.width))).toBeLessThanOrEqual(2);
  });

  test('staff compose a mass notification in /admin/notifications to drivers of a state; the driver\'s badge shows it after a poll and opening the bell clears it', async ({ page, browser, request }) => {
    // A booking, a driver's sign-in, the back office's first load and a poll: more than one ordinary test's time.
    test.slow();
    // The DEMO trucker has a booking at a hotel in some state or province: that state is the audience.
    const { hotel } = await bookAsTrucker(request);
    const staffToken = await apiToken(request, ADMIN.email, ADMIN.password);
    const auth = { authorization: `Bearer ${staffToken}` };
    const states = await json<{ data: { id: number; name: string; code: string | null }[] }>(
      await request.get(`/api/admin/states?search=${encodeURIComponent(hotel.province ?? '')}&limit=50`, { headers: auth }),
    );
    const state = states.data.find((s) => s.name === hotel.province || s.code === hotel.province);
    expect(state, `a state named or coded ${hotel.province}`).toBeTruthy();

    const bell = await truckerWithEmptyBell(page);

    // Staff are signed in already (their session from the two steps above; the admin bell test signs in on screen).
    const staffContext = await browser.newContext();
    await staffContext.addInitScript((t) => localStorage.setItem('rigrest.token', t), staffToken);
    const staff = await staffContext.newPage();
    try {
      await staff.goto('/admin/notifications/create');
      const title = `Truck parking closed in ${state!.name} ${Date.now()}`;
      await staff.getByRole('textbox', { name: 'Title' }).fill(title);
      // The message is typed into the editor as a person writes it: bold by the toolbar, a link on selected words, a list.
      const editor = staff.getByRole('textbox', { name: 'Message' });
      await editor.click();
      await staff.keyboard.type('The lot is ');
      const bold = staff.getByRole('button', { name: 'Bold', exact: true });
      await bold.click();
      await expect(bold).toHaveAttribute('aria-pressed', 'true');
      await staff.keyboard.type('closed');
      await bold.click();
      // The toolbar hands the text its focus back after the click: typing before it would lose the first keys.
      await expect(bold).toHaveAttribute('aria-pressed', 'false');
      await expect(editor).toBeFocused();
      await staff.keyboard.type(' on Sunday. Details');
      for (let i = 0; i < 'Details'.length; i++) await staff.keyboard.press('Shift+ArrowLeft');
      await staff.getByRole('button', { name: 'Link', exact: true }).click();
      const linkDialog = staff.getByRole('dialog', { name: 'Link' });
      // Not an address a message may link to: refused in the dialog, nothing is linked.
      await linkDialog.getByRole('textbox', { name: 'Link address' }).fill('javascript:alert(1)');
      await linkDialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(linkDialog.getByText('Use an address that starts with https://, http:// or mailto:.')).toBeVisible();
      await linkDialog.getByRole('textbox', { name: 'Link address' }).fill('example.com/parking');
      await linkDialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(linkDialog).toBeHidden();
      // The writer is back in the text, the linked words still selected: End goes past them.
      await expect(editor.getByRole('link', { name: 'Details' })).toBeVisible();
      // The form holds the link too (the preview is drawn from the form's value) before the writer types on.
      const preview = staff.getByTestId('mass-preview');
      await expect(preview.getByRole('link', { name: 'Details' })).toHaveAttribute('href', 'https://example.com/parking');
      await expect(editor).toBeFocused();
      // Tiptap puts the selection back a frame after the focus: End must come after it, or the selection comes back.
      await expect.poll(() => staff.evaluate(() => window.getSelection()?.toString())).toBe('Details');
      await staff.keyboard.press('End');
      // The editor reads the moved caret on the browser's selectionchange, a task that a quick Enter (input comes first)
      // can overtake and replace the linked words: wait until Tiptap's own state (on its element) has it.
      await expect
        .poll(() => editor.evaluate((el) => (el as HTMLElement & { editor?: { state: { selection: { empty: boolean } } } }).editor?.state.selection.empty))
        .toBe(true);
      await staff.keyboard.press('Enter');
      await staff.getByRole('button', { name: 'Bulleted list', exact: true }).click();
      await staff.keyboard.type('Exit 12');
      await staff.keyboard.press('Enter');
      await staff.keyboard.type('Exit 14');
      await expect(preview.locator('strong')).toHaveText('closed');
      await expect(preview.getByRole('link', { name: 'Details' })).toHaveAttribute('href', 'https://example.com/parking');
      await expect(preview.locator('li')).toHaveText(['Exit 12', 'Exit 14']);
      await staff.getByRole('combobox', { name: 'Audience' }).click();
      await staff.getByRole('option', { name: 'Drivers with a booking' }).click();
      await pickAutocomplete(staff, 'Hotel state or province', state!.name);
      await staff.getByRole('radio', { name: 'Send now' }).check();
      // It goes out to everyone at once: the button says so and asks first; Cancel sends nothing.
      await expect(staff.getByRole('button', { name: 'Save' })).toHaveCount(0);
      const posts: string[] = [];
      staff.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/admin/mass-notifications') && posts.push(r.url()));
      await staff.getByRole('button', { name: 'Send now' }).click();
      const confirm = staff.getByRole('dialog', { name: 'Send this notification now?' });
      await expect(confirm).toContainText('It goes out at once to: Drivers with a booking.');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      expect(posts).toEqual([]);
      await staff.getByRole('button', { name: 'Send now' }).click();
      await confirm.getByRole('button', { name: 'Send' }).click();
      // Saved: back on the list.
      await expect(staff).toHaveURL(/\/admin\/notifications$/);
      expect(posts).toHaveLength(1);

      // No reload on the driver's side: the poll brings it.
      await expect(bell).toHaveAttribute('aria-label', 'Notifications (1 unread)', { timeout: 20_000 });
      await bell.click();
      const list = page.getByTestId('notifications-list');
      await expect(list.getByText(title)).toBeVisible();
      await expect(list.locator('strong', { hasText: 'closed' })).toBeVisible();
      const item = list.getByTestId('notification-item').filter({ hasText: title });
      const details = item.getByRole('link', { name: 'Details' });
      await expect(details).toHaveAttribute('href', 'https://example.com/parking');
      await expect(details).toHaveAttribute('target', '_blank');
      await expect(item.locator('ul > li')).toHaveText(['Exit 12', 'Exit 14']);
      await expect(bell).toHaveAttribute('aria-label', 'Notifications (0 unread)');
    } finally {
      await staffContext.close();
    }
  });

  test('the admin bell shows the staff member\'s own notifications', async ({ page, request }) => {
    const token = await apiToken(request, ADMIN.email, ADMIN.password);
    const auth = { authorization: `Bearer ${token}` };
    const me = (await (await request.get('/api/user', { headers: auth })).json()) as { id: number; email: string };
    await fastPolling(page);
    await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
    const bell = page.getByTestId('notifications-bell');
    await bell.click();
    await page.keyboard.press('Escape');
    const title = `Sync failed ${Date.now()}`;
    expect((await request.post('/api/admin/mass-notifications', { headers: auth, data: { title, body: 'x', audience: { type: 'users', user_ids: [me.id] }, channels: ['in_app'], send: 'now' } })).status()).toBe(201);
    // The bell counts whatever reaches this staff member: a staff notice an earlier test's job writes late counts too,
    // so the test waits for its own notification to be delivered (the fan-out is a job), not for any unread one.
    const mine = async () => {
      const feed = (await (await request.get('/api/user/notifications?limit=50', { headers: auth })).json()) as { data: { data: { title: string }; read_at: string | null }[]; unread_notifications: number };
      return { feed, row: feed.data.find((n) => n.data.title === title) };
    };
    await expect.poll(async () => (await mine()).row?.read_at, { timeout: 20_000 }).toBeNull();
    await expect(bell).toHaveAttribute('aria-label', /\(([1-9]\d*) unread\)/, { timeout: 20_000 });
    await bell.click();
    await expect(page.getByTestId('notifications-list').getByText(title)).toBeVisible();
    // Opening the bell read it, and the badge agrees with the server (0, unless a notice arrived after the opening).
    await expect.poll(async () => (await mine()).row?.read_at ?? null).not.toBeNull();
    await expect.poll(async () => (await bell.getAttribute('aria-label')) === `Notifications (${(await mine()).feed.unread_notifications} unread)`).toBe(true);

    // The mass notification is in the admin's Notifications list, sent, with its counts.
    await page.keyboard.press('Escape');
    await page.goto('/admin/notifications');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByTestId('mass-status')).toHaveText('Sent');

    // Opened, it shows what went out and offers no form to change it (the server would refuse: 409), only a copy.
    await row.getByText(title).click();
    const summary = page.getByTestId('mass-summary');
    await expect(summary.getByText(title)).toBeVisible();
    await expect(summary.getByText('This notification has gone out')).toBeVisible();
    await expect(summary.getByText(me.email)).toBeVisible();
    // One field under another, not run together on a line.
    const labels = await Promise.all(['Audience', 'Channels', 'Sent at'].map(async (l) => (await summary.getByText(l, { exact: true }).boundingBox())!));
    for (let i = 1; i < labels.length; i++) expect(labels[i]!.y).toBeGreaterThanOrEqual(labels[i - 1]!.y + labels[i - 1]!.height);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
    await summary.getByRole('link', { name: 'Use as a new draft' }).click();
    await expect(page).toHaveURL(/\/admin\/notifications\/create/);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  });

  test('a draft is discarded, not "cancelled sending": it was never being sent', async ({ page, request }) => {
    const token = await apiToken(request, ADMIN.email, ADMIN.password);
    const title = `Draft to drop ${Date.now()}`;
    expect((await request.post('/api/admin/mass-notifications', { headers: { authorization: `Bearer ${token}` }, data: { title, body: '<p>x</p>', audience: { type: 'all' }, channels: ['in_app'], send: 'draft' } })).status()).toBe(201);
    await page.goto('/robots.txt');
    await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);
    await page.goto('/admin/notifications');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByTestId('mass-status')).toHaveText('Draft');
    await expect(row.getByRole('button', { name: 'Cancel sending' })).toHaveCount(0);
    await row.getByRole('button', { name: 'Discard draft' }).click();
    await expect(row.getByTestId('mass-status')).toHaveText('Cancelled');
  });

  test('a notification\'s link opens the page in the reader\'s language, in the back office and on the storefront', async ({ page, request }) => {
    const token = await apiToken(request, ADMIN.email, ADMIN.password);
    const auth = { authorization: `Bearer ${token}` };
    const me = (await (await request.get('/api/user', { headers: auth })).json()) as { id: number };
    await fastPolling(page);
    await page.addInitScript((t) => localStorage.setItem('rigrest.token', t), token);
    await page.goto('/de/admin');
    const bell = page.getByTestId('notifications-bell');
    // Whatever is unread already is read first.
    await bell.click();
    await page.keyboard.press('Escape');
    await expect(bell).toHaveAttribute('aria-label', 'Benachrichtigungen (0 ungelesen)');

    // Written with English paths, as the staff events and most staff write them.
    const stamp = Date.now();
    for (const [title, link] of [[`Back office ${stamp}`, '/admin/notifications'], [`Storefront ${stamp}`, '/hotels?city=Dallas']] as const) {
      const res = await request.post('/api/admin/mass-notifications', { headers: auth, data: { title, body: 'x', link, audience: { type: 'users', user_ids: [me.id] }, channels: ['in_app'], send: 'now' } });
      expect(res.status()).toBe(201);
    }
    // Both delivered (the fan-out is a job), then the badge counts them (and any staff notice that arrived meanwhile).
    await expect
      .poll(async () => {
        const feed = (await (await request.get('/api/user/notifications?limit=50', { headers: auth })).json()) as { data: { data: { title: string }; read_at: string | null }[] };
        return feed.data.filter((n) => n.data.title.endsWith(` ${stamp}`) && n.read_at === null).length;
      }, { timeout: 20_000 })
      .toBe(2);
    await expect(bell).toHaveAttribute('aria-label', /^Benachrichtigungen \(([2-9]|\d{2,}) ungelesen\)$/, { timeout: 20_000 });
    await bell.click();
    const item = (title: string) => page.getByTestId('notification-item').filter({ hasText: title });
    await expect(item(`Storefront ${stamp}`).getByRole('link', { name: 'Öffnen' })).toHaveAttribute('href', '/de/hotels?city=Dallas');
    await item(`Back office ${stamp}`).getByRole('link', { name: 'Öffnen' }).click();
    await expect(page).toHaveURL(/\/de\/admin\/notifications$/);
    await expect(page.getByRole('row', { name: new RegExp(`Back office ${stamp}`) })).toBeVisible();

    // The storefront's bell in German leads to the German storefront page.
    await page.goto('/de');
    await hydrated(page);
    const siteBell = page.getByTestId('notifications-bell');
    await siteBell.click();
    const siteLink = page.getByTestId('notification-item').filter({ hasText: `Storefront ${stamp}` }).getByRole('link', { name: 'Öffnen' });
    await expect(siteLink).toHaveAttribute('href', '/de/hotels?city=Dallas');
    await siteLink.click();
    await expect(page).toHaveURL(/\/de\/hotels\?city=Dallas$/);
  });

  test('the bell in Arabic opens right to left, in Arabic, on the storefront and in the back office', async ({ page, request }) => {
    const token = await apiToken(request, ADMIN.email, ADMIN.password);
    const auth = { authorization: `Bearer ${token}` };
    const users = await json<{ data: { id: number; email: string }[] }>(await request.get(`/api/admin/users?search=${encodeURIComponent(TRUCKER.email)}`, { headers: auth }));
    const trucker = users.data.find((u) => u.email === TRUCKER.email)!;
    const me = (await (await request.get('/api/user', { headers: auth })).json()) as { id: number };
    const stamp = Date.now();
    const send = async (userId: number, title: string) => {
      const res = await request.post('/api/admin/mass-notifications', {
        headers: auth,
        data: { title, body: '<p>الطريق <strong>مغلق</strong> بسبب الثلوج</p>', link: '/hotels', audience: { type: 'users', user_ids: [userId] }, channels: ['in_app'], send: 'now' },
      });
      expect(res.status()).toBe(201);
    };

    // The storefront in Arabic.
    await truckerWithEmptyBell(page);
    await page.goto('/ar');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const bell = page.getByTestId('notifications-bell');
    await expect(bell).toHaveAttribute('aria-label', arSite.button_zero!);
    const siteTitle = `إغلاق الطريق ${stamp}`;
    await send(trucker.id, siteTitle);
    await expect(bell).toHaveAttribute('aria-label', arSite.button_one!, { timeout: 20_000 });
    await bell.click();
    const panel = page.getByRole('dialog', { name: arSite.title });
    const item = panel.getByTestId('notification-item').filter({ hasText: siteTitle });
    await expect(item.locator('strong', { hasText: 'مغلق' })).toBeVisible();
    await expect(item.getByRole('link', { name: arSite.open })).toHaveAttribute('href', '/ar/hotels');
    // "الآن" / "قبل ٣ ثوانٍ": the time in Arabic words, no English.
    const time = item.locator('time');
    await expect(time).toHaveText(arabic);
    expect(await time.textContent()).not.toMatch(/[A-Za-z]/);
    await expect(panel.getByRole('heading', { name: arSite.title })).toBeVisible();
    await expectRightToLeftPanel(page, bell, panel);
    await expect(bell).toHaveAttribute('aria-label', arSite.button_zero!);
    await page.keyboard.press('Escape');

    // On a phone the panel fits the screen, right to left too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await hydrated(page);
    await bell.click();
    await expect(panel.getByTestId('notification-item').filter({ hasText: siteTitle })).toBeVisible();
    await expectRightToLeftPanel(page, bell, panel, { phone: true });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 720 });

    // The back office in Arabic: the staff member's own bell.
    await page.addInitScript((t) => localStorage.setItem('rigrest.token', t), token);
    await page.goto('/ar/admin');
    const adminBell = page.getByTestId('notifications-bell');
    await adminBell.click();
    await page.keyboard.press('Escape');
    await expect(adminBell).toHaveAttribute('aria-label', arAdmin.notificationsCount_zero!.replace('{{smart_count}}', '0'));
    const adminTitle = `مزامنة فاشلة ${stamp}`;
    await send(me.id, adminTitle);
    await expect(adminBell).toHaveAttribute('aria-label', arAdmin.notificationsCount_one!, { timeout: 20_000 });
    await adminBell.click();
    const adminPanel = page.getByRole('dialog', { name: arAdmin.notifications });
    const adminItem = adminPanel.getByTestId('notification-item').filter({ hasText: adminTitle });
    await expect(adminItem.getByRole('link', { name: arAdmin.bellOpen })).toHaveAttribute('href', '/ar/hotels');
    await expect(adminItem.locator('time')).toHaveText(arabic);
    expect(await adminItem.locator('time').textContent()).not.toMatch(/[A-Za-z]/);
    await expectRightToLeftPanel(page, adminBell, adminPanel);
  });
});
