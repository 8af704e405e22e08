import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Issue 14 item 4: a visitor reads a promotion (and a partner programme's page) and follows it to a search of its
 * brands' hotels: the brand filter is in the address and chosen in the filters, and every result is of those brands.
 */
type Promotion = { id: number; title: string; brand_id: number | null; brand_name: string | null };
type Programme = { brands: { id: number; name: string; hotels_count?: number | null }[] };
type Hits = { data: unknown[] };

test.use({ viewport: { width: 1280, height: 900 } });

/** The brand filter's closed face: the chosen brands' names, comma separated. */
const brandFilter = (page: Page) => page.getByRole('combobox', { name: 'Brands' });

/**
 * The results: each card shows one of these brands' names, and each card's hotel (by its id, asked of the API) is of
 * one of these brands, so a hotel whose name merely contains a brand's name cannot pass.
 */
async function expectOnlyBrands(page: Page, request: APIRequestContext, brands: { id: number; name: string }[]) {
  const cards = page.getByTestId('hotel-result');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const shown = await cards.evaluateAll((els) => els.map((el) => ({ id: el.getAttribute('data-hotel-id'), text: el.textContent ?? '' })));
  expect(shown.length).toBeGreaterThan(0);
  for (const card of shown) {
    const hotel = (await (await request.get(`/api/hotel/${card.id}`)).json()) as { brand_id: number | null };
    const brand = brands.find((b) => b.id === hotel.brand_id);
    expect(brand, `hotel ${card.id} (${card.text.slice(0, 60)}) is of one of the brands`).toBeDefined();
    expect(card.text).toContain(`${brand!.name}`);
  }
}

test('a visitor reads a promotion and follows it to a search of its brand’s hotels', async ({ page, request }) => {
  const list = (await (await request.get('/api/promotions?limit=50')).json()) as { data: Promotion[] };
  // A promotion whose brand has hotels to show (the DEMO promotions each name a brand).
  let chosen: Promotion | undefined;
  for (const p of list.data.filter((x) => x.brand_id)) {
    const hits = (await (await request.get(`/api/hotels?brand=${p.brand_id}&limit=5`)).json()) as Hits;
    if (hits.data.length) {
      chosen = p;
      break;
    }
  }
  expect(chosen, 'a published promotion of a brand with hotels').toBeDefined();
  const promo = chosen!;

  await page.goto('/promotions');
  const card = page.getByTestId('promotion-card').filter({ hasText: promo.title });
  await expect(card).toBeVisible();
  await expect(card).toContainText(promo.brand_name!);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/promotions/${promo.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: promo.title })).toBeVisible();

  await page.getByTestId('promotion-search').click();
  await expect(page).toHaveURL(new RegExp(`/hotels\\?(.*&)?brand=${promo.brand_id}(&|$)`));
  await expect(brandFilter(page)).toHaveText(promo.brand_name!);
  await expectOnlyBrands(page, request, [{ id: promo.brand_id!, name: promo.brand_name! }]);
});

test('a visitor reads a partner programme and follows it to a search of its brands’ hotels', async ({ page, request }) => {
  const programme = (await (await request.get('/api/programmes/choice')).json()) as Programme;
  expect(programme.brands.length, 'the DEMO programme names its brands').toBeGreaterThan(0);
  const names = programme.brands.map((b) => b.name);

  await page.goto('/promotions');
  await page.getByRole('link', { name: 'Choice Hotels' }).first().click();
  await expect(page).toHaveURL(/\/promotions\/choice$/);
  await expect(page.getByTestId('demo-notice')).toBeVisible();

  await page.getByTestId('programme-search').click();
  await expect(page).toHaveURL(/\/hotels\?/);
  const url = new URL(page.url());
  expect(url.searchParams.getAll('brand').map(Number).sort()).toEqual(programme.brands.map((b) => b.id).sort());
  for (const name of names) await expect(brandFilter(page)).toContainText(name);
  await expectOnlyBrands(page, request, programme.brands);
});
