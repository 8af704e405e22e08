import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, TRUCKER } from './adminSession';
import { hydrated } from './hydration';
import { codeFromOutbox, outboxCount } from './outbox';

// A 1x1 transparent PNG: the smallest real image the server's type sniffing accepts.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const uniqueEmail = () => `driver-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function snackbar(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

async function openAccountMenu(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name: typeof name === 'string' ? `Account menu for ${name}` : name }).click();
  return page.getByRole('menu');
}

async function pickCountry(page: Page, form: ReturnType<Page['getByRole']>, country: string) {
  const select = form.getByLabel('Country');
  const value = await select.locator('option', { hasText: country }).first().getAttribute('value');
  expect(value).toBeTruthy();
  await select.selectOption(value!);
}

/** The language switcher's button, whatever language the page is in ('Language: English', 'Sprache: Deutsch', …). */
const languageWords = readdirSync('locales').map((lng) => (JSON.parse(readFileSync(`locales/${lng}/common.json`, 'utf8')) as { language: string }).language);
const languageButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^(${languageWords.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}): `) });

/** A translation from a language file, when the translator has written it yet. */
function translated(lng: string, path: string): string | null {
  const file = `locales/${lng}/storefront.json`;
  if (!existsSync(file)) return null;
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === 'string' ? node : null;
}

test.describe('storefront shell', () => {
  test('home has the navbar, footer and the default title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home - RigRest');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const entry of ['Home', 'Hotel Brands', 'Promotions', 'Advertise your hotel', 'FAQs', 'About Us']) {
      await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    await expect(page.getByRole('link', { name: 'Join', exact: true })).toHaveAttribute('href', '/auth/register');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Company' }).getByRole('link')).toHaveText(['Home', 'Join with us', 'FAQs', 'Help centre']);
    await expect(footer.getByRole('navigation', { name: 'Explore' }).getByRole('link')).toHaveText(['Hotel brands', 'Promotions', 'Advertise Your Hotel', 'For hotel owners']);
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'RigRest on Facebook' })).toHaveAttribute('target', '_blank');
    await expect(footer.getByText('not responsible for their content')).toBeVisible();

    await nav.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page).toHaveTitle('Frequently asked questions - RigRest');
  });

  test('error pages say what the spec says', async ({ page }) => {
    await page.goto('/error/not-found');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'How did you get here?' })).toBeVisible();
    await expect(page.getByText("Sorry we can't seem to find the page you're looking for.")).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();
    await page.getByRole('link', { name: 'Send me Back' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/error/unexpected');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'OOPS! Something went wrong here' })).toBeVisible();
    await expect(page.getByText('Our experts are working to fix the issue.')).toBeVisible();
    await page.getByRole('search').getByLabel('City, highway or hotel').fill('Dallas');
    // The fields are stacked here (the box had no width beside the text), so the suggestions cover the button.
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await page.getByRole('search').getByRole('button', { name: 'Find hotels' }).click();
    await expect(page).toHaveURL('/hotels?search=Dallas');

    for (const path of ['/no/such/page', '/de/no-such-page', '/xx/profile', '/hotels/a/b/c']) {
      await page.goto(path);
      const title = (path.startsWith('/de/') && translated('de', 'unmatched.title')) || 'This page could not be found';
      await expect(page.getByRole('heading', { name: title }), path).toBeVisible();
    }
    await page.goto('/en/faq');
    await expect(page).toHaveURL('/faq');
  });

  test('signed-out visitors are asked to sign in on account pages, and come back to them afterwards', async ({ page }) => {
    for (const path of ['/profile', '/profile/password', '/book/history?when=cancelled', '/de/profile']) {
      await page.goto(path);
      const login = path.startsWith('/de') ? '/de/auth/login' : '/auth/login';
      await expect(page, path).toHaveURL(`${login}?next=${encodeURIComponent(path)}`);
    }
    await page.getByLabel('E-Mail').fill(TRUCKER.email);
    await page.getByRole('textbox', { name: 'Passwort' }).fill(TRUCKER.password);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page).toHaveURL('/de/profile');
  });

  test('forms check input before sending it', async ({ page }) => {
    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByLabel('Password confirmation').fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Email must be a valid email')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Password confirmation should match Password')).toBeVisible();
    await expect(page).toHaveURL('/auth/register');
    // The server's own check, at the field: a password everyone tries first.
    await page.getByLabel('First name').fill('Common');
    await page.getByLabel('Last name').fill('Pick');
    await page.getByLabel('Email').fill('common.pick@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Password123');
    await page.getByLabel('Password confirmation').fill('Password123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password is too common: choose one that is harder to guess')).toBeVisible();
    await expect(page).toHaveURL('/auth/register');

    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The email / password combination is invalid')).toBeVisible();
    await expect(page).toHaveURL('/auth/login');
    // Forgot it: the address typed goes along to the reset.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/auth/forgot-password?email=nobody%40example.com');
    await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
  });

  test('site admins see Admin and Logout instead of the traveller menu', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('admin@rigrest.demo');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('RigRest-admin-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');
    const menu = await openAccountMenu(page, /^Account menu for /);
    await expect(menu.getByRole('menuitem')).toHaveText(['Admin', 'Logout']);
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    // From the keyboard: opened, it focuses its first entry (not who is signed in), the arrows move, Escape goes back.
    const avatar = page.getByRole('button', { name: /^Account menu for / });
    await avatar.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Admin' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatar).toBeFocused();
  });

  test('a request in flight shows the progress bar and disables the submit button', async ({ page }) => {
    await page.route('**/api/login', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('trucker@rigrest.demo');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('RigRest-trucker-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
    // The api message: a green check on success, gone after five seconds.
    const welcome = snackbar(page, 'Welcome back, Tom!');
    await expect(welcome).toBeVisible();
    await expect(welcome.getByRole('img', { name: 'Done' })).toBeVisible();
    await expect(welcome).toBeHidden({ timeout: 8000 });
    // Signed in, the sign-in page is no place to be.
    await page.goto('/auth/login');
    await expect(page).toHaveURL('/');
  });

  test('a token the API refuses ends the session', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('rigrest.token', 'not-a-real-token'));
    await page.reload();
    await expect(snackbar(page, 'Your session has ended. Please sign in again.')).toBeVisible();
    await expect(snackbar(page, 'Your session has ended').getByRole('img', { name: 'Error' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('rigrest.token'))).toBeNull();
  });

  test('going offline and back is flagged', async ({ page, context }) => {
    await page.goto('/');
    // The flag is the app's: on the home page it runs once the visitor has done something.
    await hydrated(page);
    // The app's own chunks loaded first: this tests the flag, not a page that lost its network mid-load.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You are back online.' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeHidden();
  });

  test('the bar fits a desktop in every language, and keyboard focus shows on its entries', async ({ page }) => {
    // QA: the Spanish entries pushed the bar 116 px past a 1200 px screen (sideways scroll, Join cut off, ES over km).
    for (const lng of readdirSync('locales')) {
      await page.setViewportSize({ width: 1200, height: 800 });
      await page.goto(lng === 'en' ? '/' : `/${lng}/`);
      for (const width of [1200, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const toolbar = page.locator('header .MuiToolbar-root');
        expect(await toolbar.evaluate((el) => el.scrollWidth - el.clientWidth), `${lng} at ${width}px: the bar's overflow`).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${lng} at ${width}px: the page's`).toBe(0);
      }
    }
    // The entries' focus: a white ring (MUI's pale pill on dark blue was under 3:1; the entries had none at all).
    await page.goto('/');
    const brands = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hotel Brands' });
    await brands.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(brands).toBeFocused();
    expect(await brands.evaluate((el) => getComputedStyle(el).outline)).toMatch(/rgb\(255, 255, 255\) solid 2px/);
  });

  test('moving to another page starts the reader on its heading; a link to part of a page, on that part', async ({ page }) => {
    await page.goto('/faq');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hotel Brands' }).click();
    await expect(page).toHaveURL('/brands');
    // The focus stayed on the link pressed, and a screen reader heard nothing of the new page.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    // The help centre's "See the question": the FAQ's topic, focused and clear of the sticky bar.
    await page.goto('/utility/help');
    await hydrated(page);
    await page.getByRole('link', { name: 'See the question' }).first().click();
    await expect(page).toHaveURL(/\/faq#faq-/);
    const topic = page.locator(':focus');
    await expect(topic).toHaveAttribute('id', /^faq-/);
    const bar = (await page.locator('header').boundingBox())!;
    expect((await topic.boundingBox())!.y, 'below the sticky bar').toBeGreaterThanOrEqual(bar.y + bar.height);

    // A form that puts the focus on its own first field keeps it.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
  });

  test('on a phone the entries and Join live in the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Join', exact: true })).toBeHidden();
    // The server-rendered page shows the button at once; it opens the drawer once the app has taken the page over.
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('presentation').filter({ has: page.getByRole('button', { name: 'Close menu' }) });
    await expect(drawer.getByRole('link', { name: 'Join', exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Advertise your hotel' })).toBeVisible();
    await drawer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeHidden();
  });
});

test('a trucker joins, keeps a profile, changes and resets the password', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail();
  const firstPassword = 'Highway-miles-2026';
  const secondPassword = 'Night-shift-4040';
  const thirdPassword = 'Reset-by-pin-7070';

  // Join.
  await page.goto('/');
  await page.getByRole('link', { name: 'Join', exact: true }).click();
  await expect(page).toHaveURL('/auth/register');
  await expect(page).toHaveTitle('Create your account - RigRest');
  const register = page.getByRole('form', { name: 'Create your account' });
  await register.getByLabel('First name').fill('Dana');
  await register.getByLabel('Last name').fill('Driver');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Phone').fill('+1 614 555 0100');
  await pickCountry(page, register, 'United States');
  await register.getByRole('textbox', { name: 'Password', exact: true }).fill(firstPassword);
  await register.getByLabel('Password confirmation').fill(firstPassword);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`/auth/verify-email?email=${encodeURIComponent(email)}`);

  // Signing in before verifying sends the driver back to verification.
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(firstPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email\?email=.*&unverified=1/);

  // A wrong code is refused, the mailed one signs the driver in.
  await page.getByLabel('Verification code').fill('12345');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByText('Verification code must be 6 digits')).toBeVisible();
  const code = await codeFromOutbox(email);
  // A code pasted with spaces keeps its six digits (a maxlength would have cut ' 198 256 ' to ' 198 2').
  await page.getByLabel('Verification code').fill(` ${code.slice(0, 3)} ${code.slice(3)} `);
  await expect(page.getByLabel('Verification code')).toHaveValue(code);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL('/');
  await expect(snackbar(page, 'Your email is verified')).toBeVisible();
  // A member is not asked to join: the footer leads to their bookings there instead.
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' }).getByRole('link')).toHaveText(['Home', 'Booking History', 'FAQs', 'Help centre']);

  let menu = await openAccountMenu(page, 'Dana Driver');
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Booking History', 'Logout']);
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page).toHaveTitle('Profile - RigRest');

  // Personal details: a required field is checked here before the server sees it.
  const personal = page.getByRole('form', { name: 'Personal details' });
  await expect(personal.getByLabel('First name')).toHaveValue('Dana');
  await personal.getByLabel('First name').fill('');
  await personal.getByLabel('Last name').click();
  await expect(personal.getByText('First name is required')).toBeVisible();
  await personal.getByLabel('First name').fill('Danielle');
  await personal.getByLabel('Phone').fill('+1 614 555 0111');
  await personal.getByRole('button', { name: 'Save details' }).click();
  await expect(snackbar(page, 'Your details were saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Danielle Driver' })).toBeVisible();

  // Address.
  const address = page.getByRole('form', { name: 'Address' });
  await address.getByLabel('Address line 1').fill('77 Truck Stop Road');
  await address.getByLabel('City').fill('Amarillo');
  await address.getByLabel('State / province').fill('TX');
  await address.getByLabel('Postal code').fill('79101');
  await pickCountry(page, address, 'United States');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(snackbar(page, 'Your address was saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('form', { name: 'Personal details' }).getByLabel('First name')).toHaveValue('Danielle');
  await expect(page.getByRole('form', { name: 'Address' }).getByLabel('Address line 1')).toHaveValue('77 Truck Stop Road');
  await expect(page.getByRole('form', { name: 'Address' }).getByLabel('City')).toHaveValue('Amarillo');

  // Avatar: something that is not an image is refused with the server's word; a PNG is previewed and saved.
  const chooser = page.getByLabel('Choose photo');
  await chooser.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') });
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByText('Only PNG, JPEG, GIF or WebP images are accepted')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(snackbar(page, 'Your photo was updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', /^\/uploads\/avatars\/[0-9a-f]+\.png$/);

  // Password change: the wrong current password lands on its field.
  await page.getByRole('tab', { name: 'Password' }).click();
  await expect(page).toHaveURL('/profile/password');
  const passwordForm = page.getByRole('form', { name: 'Change your password' });
  await passwordForm.getByLabel('Current password').fill('not-my-password');
  await passwordForm.getByLabel('New password').fill(secondPassword);
  await passwordForm.getByLabel('Password confirmation').fill(secondPassword);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('Current password is incorrect')).toBeVisible();
  // The current password again as the new one changes nothing: said on the new password's field.
  await passwordForm.getByLabel('Current password').fill(firstPassword);
  await passwordForm.getByLabel('New password').fill(firstPassword);
  await passwordForm.getByLabel('Password confirmation').fill(firstPassword);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.getByText('New password must be different from the current password')).toBeVisible();
  await passwordForm.getByLabel('New password').fill(secondPassword);
  await passwordForm.getByLabel('Password confirmation').fill(secondPassword);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(snackbar(page, 'Your password was changed.')).toBeVisible();
  await expect(passwordForm.getByLabel('Current password')).toHaveValue('');

  // Sign out lands on /.
  menu = await openAccountMenu(page, 'Danielle Driver');
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL('/auth/login?next=%2Fprofile');

  // Forgot password -> PIN by email -> new password.
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
  const before = outboxCount(email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a PIN' }).click();
  await expect(page).toHaveURL(`/auth/reset-password?email=${encodeURIComponent(email)}&sent=1`);
  const pin = await codeFromOutbox(email, before);
  const wrongPin = pin === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: 'PIN' }).fill(wrongPin);
  await page.getByRole('textbox', { name: 'New password' }).fill(thirdPassword);
  await page.getByLabel('Password confirmation').fill(thirdPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The PIN is wrong or no longer valid; check it or ask for a new one')).toBeVisible();
  await page.getByRole('textbox', { name: 'PIN' }).fill(` ${pin.slice(0, 3)}-${pin.slice(3)} `);
  await expect(page.getByRole('textbox', { name: 'PIN' })).toHaveValue(pin);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/auth\/login\?email=.*&reset=1/);
  await expect(page.getByText('Your password was reset. Sign in with the new password.')).toBeVisible();

  // The old password no longer works; the new one does.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(secondPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email / password combination is invalid')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(thirdPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Account menu for Danielle Driver' })).toBeVisible();
});

/** Signed in with `token`, the Password page's "Delete account" dialog open: the dialog and its password box. */
async function openDeleteDialog(page: Page, token: string) {
  await page.goto('/robots.txt');
  await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);
  await page.goto('/profile/password');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  return { dialog, passwordBox: dialog.getByRole('textbox', { name: 'Password', exact: true }) };
}

test('a driver deletes their account: the password again, then signed out for good', async ({ page, request }) => {
  const email = uniqueEmail();
  const password = 'Leaving-the-road-2026';
  const joined = await request.post('/api/register', { data: { first_name: 'Lee', last_name: 'Leaving', email, password, password_confirmation: password } });
  expect(joined.status()).toBe(201);
  const verified = await request.post('/api/verify', { data: { email, code: await codeFromOutbox(email) } });
  expect(verified.ok()).toBe(true);
  const { token } = (await verified.json()) as { token: string };
  const { dialog, passwordBox } = await openDeleteDialog(page, token);
  await expect(passwordBox).toBeFocused();
  // Keep my account closes it, and so does Escape; nothing happens, and it opens again untouched.
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(passwordBox).toBeFocused();
  await expect(dialog.getByText('Password is required')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Password is required')).toBeVisible();
  await passwordBox.fill('Not-my-password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();
  await passwordBox.fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL('/');
  await expect(snackbar(page, 'Your account was deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('rigrest.token'))).toBeNull();
  expect((await request.post('/api/login', { data: { email, password } })).status()).toBe(401);
});

test('an account the server will not delete says why in the dialog, and stays signed in', async ({ page, request }) => {
  // The DEMO admin holds the back office through a role: such an account is removed there, not from the storefront.
  const login = await request.post('/api/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  const { token } = (await login.json()) as { token: string };
  const { dialog, passwordBox } = await openDeleteDialog(page, token);
  await passwordBox.fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByTestId('delete-account-refused')).toHaveText('A back-office account is removed by an administrator, in the back office.');
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  expect(await page.evaluate(() => localStorage.getItem('rigrest.token'))).toBe(token);
  expect((await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
});

test('the display currency is USD until the traveller picks another, and stays picked', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Currency: USD' }).click();
  await expect(page.getByRole('menuitem')).toHaveText([/USD/, /EUR/, /JPY/, /CAD/]);
  await page.getByRole('menuitem', { name: /EUR/ }).click();
  await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
});

test('the language switch keeps the page, survives a reload, and Arabic turns the page right-to-left', async ({ page, context }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL('/de/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const germanTitle = translated('de', 'auth.login.title');
  if (germanTitle) await expect(page.getByRole('heading', { level: 1 })).toHaveText(germanTitle);
  else test.info().annotations.push({ type: 'note', description: 'no German storefront strings yet; checked the prefix and lang only' });

  // The links on the page carry the prefix too.
  await expect(page.locator('a[href="/de/auth/register"]')).toHaveCount(1);
  await expect(page.locator('a[href="/auth/register"]')).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL('/de/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The choice is remembered: an unprefixed address opens in German.
  await page.goto('/faq');
  await expect(page).toHaveURL('/de/faq');
  const cookie = (await context.cookies()).find((c) => c.name === 'rigrest_locale');
  expect(cookie?.value).toBe('de');
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  // Arabic mirrors the whole page: the logo moves to the right edge, the account links to the left.
  const logo = page.getByRole('banner').getByRole('link').first();
  const ltrLogo = await logo.boundingBox();
  expect(ltrLogo!.x).toBeLessThan(200);
  await languageButton(page).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page).toHaveURL('/ar/faq');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const banner = page.getByRole('banner');
  await expect.poll(async () => banner.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const width = page.viewportSize()!.width;
  await expect.poll(async () => (await logo.boundingBox())!.x).toBeGreaterThan(width - 300);
  const signIn = await banner.getByRole('link', { name: translated('ar', 'nav.signIn') ?? 'Sign in' }).boundingBox();
  expect(signIn!.x).toBeLessThan(width / 2);

  await languageButton(page).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page).toHaveURL('/faq');
});
