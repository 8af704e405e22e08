import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN, AdminSignIn, menu } from './adminSession';
import { hydrated } from './hydration';
import { mailsTo } from './outbox';

/**
 * Issue 14: a hotel owner sends "Advertise your hotel" past the self-hosted captcha (the altcha widget solving its
 * proof of work in the browser); staff find the request in /admin/advertise-requests, work it, and export the list.
 */
test('an owner sends /advertise past the captcha; staff see the request, work it and export it as CSV', async ({ page, browser }) => {
  test.slow();
  const stamp = Date.now();
  const hotel = `Route 66 Inn ${stamp}`;
  const owner = `owner-${stamp}@example.com`;

  const visitor = await browser.newContext();
  try {
    const form = await visitor.newPage();
    await form.goto('/advertise');
    await hydrated(form);
    await form.getByLabel('Hotel name').fill(hotel);
    await form.getByLabel('Contact name').fill('Pat Lee');
    await form.getByLabel('Email').fill('pat-at-example.com');
    await form.getByLabel('Phone').fill('+1 417 555 0142');
    await form.getByLabel('Address').fill('1 Main St, Joplin, MO');
    await form.getByLabel('Number of rooms').fill('40');
    await form.getByLabel('Truck parking spaces').fill('12');
    await form.getByLabel('Message').fill('Call me after 3 pm.');

    const send = form.getByRole('button', { name: 'Send request' });
    const sent: string[] = [];
    form.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/advertise-request') sent.push(r.url());
    });
    // A wrong field is said at once, on the field, which takes the focus; nothing typed is lost, nothing is sent.
    await send.click();
    await expect(form.getByText('Email must be a valid email')).toBeVisible();
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.getByLabel('Hotel name')).toHaveValue(hotel);
    await form.getByLabel('Email').fill(owner);
    // Nothing goes before the captcha is solved, and the form says so (the button was greyed out without a word).
    await send.press('Enter');
    await expect(form.getByTestId('captcha-needed')).toHaveText('Confirm that you are not a robot with the box above, then send your request.');
    expect(sent).toEqual([]);
    // As a person does: on the widget's label (its drawn tick sits over the real checkbox).
    await form.getByTestId('altcha').getByText("I'm not a robot").click();
    await expect(form.getByTestId('captcha-needed')).toHaveCount(0, { timeout: 30_000 });
    await send.click();
    const done = form.getByTestId('advertise-done');
    await expect(done).toHaveText('Thank you! We received your request and will contact you soon.');
    // The thanks that replaced the form is read out: it has the focus.
    await expect(done).toBeFocused();
    expect(sent).toHaveLength(1);
  } finally {
    await visitor.close();
  }

  // The owner is thanked by mail, with the support contacts of the site settings.
  await expect.poll(() => mailsTo(owner).length).toBe(1);
  expect(mailsTo(owner)[0]).toContain('Questions? Write to support@rigrest.demo.');

  // Staff work the request.
  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await menu(page).getByRole('menuitem', { name: 'Advertise requests' }).click();
  const row = page.locator('tbody tr', { hasText: hotel });
  await expect(row).toContainText('New');
  await expect(row).toContainText('Pat Lee');
  await row.click();
  await expect(page.getByText('Call me after 3 pm.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contacted', exact: true }).click();
  await page.getByLabel('Notes').fill('Called Monday; sending the plans.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('tbody tr', { hasText: hotel })).toContainText('Contacted');

  // The export is the list's records as CSV, this request among them as staff left it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^advertise-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header).toBe('id,created_at,status,hotel_name,contact_name,email,phone,address,rooms,parking_spaces,message,notes,locale');
  const line = lines.find((l) => l.includes(hotel));
  expect(line).toBeDefined();
  expect(line).toContain(',contacted,');
  expect(line).toContain(owner);
  expect(line).toContain('Called Monday; sending the plans.');
});

test('the captcha speaks the page\'s language', async ({ page }) => {
  await page.goto('/de/advertise');
  await hydrated(page);
  await expect(page.getByTestId('altcha')).toContainText('Ich bin kein Roboter');
  await page.goto('/ja/advertise');
  await hydrated(page);
  await expect(page.getByTestId('altcha')).not.toContainText("I'm not a robot");
});
