import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';
import { ADMIN, AdminSignIn, apiToken } from './adminSession';

/** Issue 12, item 10: /de and /ar read the content in their language, and say so where it is not. */
const de = JSON.parse(readFileSync('locales/de/storefront.json', 'utf8')) as { catalog: { amenities: Record<string, string>; roomTypes: Record<string, string> } };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Amenity = { name: string; key: string | null };
type HotelDetail = { id: number; slug: string; supplier: string; amenities: Amenity[]; rooms: { name: string }[]; pictures: { caption: string | null }[]; description: string | null };

test.describe('content in the reader’s language', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('/de hotel page: amenities and room types by key, the parking description staff wrote in German, English texts marked as such', async ({ page, request }) => {
    const list = (await (await request.get('/api/hotels?limit=50&parking_available=true')).json()) as { data: { slug: string; supplier: string }[] };
    const slug = list.data.find((h) => h.supplier === 'local')!.slug;
    const hotel = (await (await request.get(`/api/hotel/${slug}`)).json()) as HotelDetail;
    const keyed = hotel.amenities.filter((a) => a.key);
    expect(keyed.length, 'DEMO amenities carry catalogue keys').toBeGreaterThan(0);

    const token = await apiToken(request, ADMIN.email, ADMIN.password);
    const german = 'Lkw-Stellplätze hinter dem Haus. Den Parkschein gibt es an der Rezeption.';
    const patched = await request.patch(`/api/admin/hotels/${hotel.id}`, { data: { parkingDescription_i18n: { de: german } }, headers: { authorization: `Bearer ${token}` } });
    expect(patched.status(), await patched.text()).toBe(200);

    await page.goto(`/de/hotels/${slug}?checkIn=${inDays(3)}&checkOut=${inDays(4)}`);
    const amenities = page.getByRole('region', { name: 'Ausstattung' }).or(page.locator('section[aria-labelledby="hotel-amenities"]'));
    for (const a of keyed) {
      await expect(amenities.getByText(de.catalog.amenities[a.key!]!, { exact: true })).toBeVisible();
      if (de.catalog.amenities[a.key!] !== a.name) await expect(amenities.getByText(a.name, { exact: true })).toHaveCount(0);
    }

    const parking = page.getByTestId('parking-description').first();
    await expect(parking).toHaveText(german);
    await expect(parking).toHaveAttribute('lang', 'de');

    if (hotel.description) await expect(page.getByTestId('hotel-description').first()).toHaveAttribute('lang', 'en');
    const caption = page.locator('figcaption').first();
    if (hotel.pictures.some((p) => p.caption)) await expect(caption).toHaveAttribute('lang', 'en');

    // Room types from the catalogue in German; the English names are gone.
    const offers = page.getByTestId('room-offer');
    await expect(offers.first()).toBeVisible({ timeout: 30_000 });
    if (hotel.rooms.some((r) => r.name === 'King room')) {
      await expect(offers.getByRole('heading', { name: de.catalog.roomTypes.king, exact: true })).toBeVisible();
      await expect(offers.getByText('King room', { exact: true })).toHaveCount(0);
      await expect(offers.getByText('1 Kingsize-Bett').first()).toBeVisible();
    }

    // English readers still read English, with no lang attribute needed.
    await page.goto(`/hotels/${slug}?checkIn=${inDays(3)}&checkOut=${inDays(4)}`);
    await expect(page.getByTestId('parking-description').first()).not.toHaveText(german);
    await expect(page.getByText(keyed[0]!.name, { exact: true }).first()).toBeVisible();
  });

  test('/de brands: the promotion staff wrote in German; /fr falls back to English and says so', async ({ page, request }) => {
    const token = await apiToken(request, ADMIN.email, ADMIN.password);
    const auth = { authorization: `Bearer ${token}` };
    const brands = (await (await request.get('/api/admin/brands?limit=100', { headers: auth })).json()) as { data: { id: number; name: string; promotion_text: string | null }[] };
    const brand = brands.data.find((b) => b.promotion_text)!;
    const german = 'Fahrer sammeln unter der Woche doppelte Punkte.';
    expect((await request.patch(`/api/admin/brands/${brand.id}`, { data: { promotion_text_i18n: { de: german } }, headers: auth })).status()).toBe(200);

    await page.goto('/de/brands');
    const promo = page.getByText(german);
    await expect(promo).toBeVisible();
    await expect(promo).toHaveAttribute('lang', 'de');
    await page.goto('/fr/brands');
    const english = page.getByTestId('brand-promotion').filter({ hasText: brand.promotion_text! });
    await expect(english.first()).toBeVisible();
    await expect(english.first()).toHaveAttribute('lang', 'en');
  });

  test('/ar: the screen-reader labels of the pages list and the map zoom are Arabic', async ({ page }) => {
    await page.goto(`/ar/hotels?country=United+States&parking=0&checkIn=${inDays(2)}&checkOut=${inDays(3)}`);
    await expect(page.getByTestId('hotel-result').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: 'التنقل بين الصفحات' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'pagination navigation' })).toHaveCount(0);
    // The map beside the list loads with the app, on the visitor's first interaction.
    await hydrated(page);
    const map = page.getByTestId('hotels-map');
    await expect(map.getByRole('button', { name: 'تكبير' })).toBeVisible();
    await expect(map.getByRole('button', { name: 'تصغير' })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
  });

  test('admin: a brand promotion is written in English and German side by side', async ({ page, request }) => {
    const token = await apiToken(request, ADMIN.email, ADMIN.password);
    const auth = { authorization: `Bearer ${token}` };
    const brands = (await (await request.get('/api/admin/brands?limit=100', { headers: auth })).json()) as { data: { id: number; promotion_text: string | null }[] };
    const brand = brands.data.find((b) => !b.promotion_text)!;
    await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
    await page.goto(`/admin/brands/${brand.id}`);
    const english = page.getByRole('textbox', { name: 'Promotion text (English)' });
    await expect(english).toBeVisible();
    await english.fill('Drivers park free.');
    await page.getByTestId('translated-promotion_text').getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    const german = page.getByRole('textbox', { name: 'Promotion text (Deutsch)' });
    // Side by side: the two fields share a row.
    const [a, b] = [(await english.boundingBox())!, (await german.boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(4);
    expect(b.x).toBeGreaterThan(a.x + a.width - 1);
    await german.fill('Fahrer parken kostenlos.');
    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/api/admin/brands/${brand.id}`));
    await page.getByRole('button', { name: 'Save' }).click();
    const answer = await saved;
    expect(answer.status(), `${answer.request().postData()} -> ${await answer.text()}`).toBe(200);
    await expect.poll(async () => ((await (await request.get(`/api/admin/brands/${brand.id}`, { headers: auth })).json()) as { promotion_text_i18n: Record<string, string> }).promotion_text_i18n).toEqual({ de: 'Fahrer parken kostenlos.' });
  });
});
