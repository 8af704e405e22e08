import { expect, test } from '@playwright/test';
import { ADMIN, AdminSignIn, apiToken, pickAutocomplete } from './adminSession';

test('staff set a hotel\'s time zone and front-desk hours (a desk that is not open 24 hours needs both), and whether hazmat loads may park', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const auth = { authorization: `Bearer ${token}` };
  // A hotel far from the ones the other storefront tests search (Tulsa, Dallas, Joplin).
  const list = await request.get('/api/hotels?search=Missoula&parking_available=1&limit=1', { headers: auth });
  const hotel = ((await list.json()) as { data: { id: number; timeZone: string | null }[] }).data[0]!;
  // The DEMO hotel's zone was guessed from its state.
  expect(hotel.timeZone).toBe('America/Denver');

  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await page.goto(`/admin/hotels/${hotel.id}`);
  await pickAutocomplete(page, 'Time zone', 'America/Boise');
  const allDay = page.getByLabel('Front desk open 24 hours');
  if (await allDay.isChecked()) await allDay.uncheck();
  await page.getByLabel('Front desk opens').fill('07:00');
  await page.getByLabel('Front desk closes').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Front desk closes is required')).toBeVisible();
  await page.getByLabel('Front desk closes').fill('22:30');
  // The "24-hour front desk" amenity follows the hours: staff cannot tick it themselves.
  await expect(page.getByRole('checkbox', { name: '24-hour front desk' })).toBeDisabled();
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect.poll(async () => (await (await request.get(`/api/admin/hotels/${hotel.id}`, { headers: auth })).json()) as unknown).toMatchObject({
    timeZone: 'America/Boise',
    frontDesk: { open_24h: false, opens: '07:00', closes: '22:30' },
    parking: { hazmat: false },
  });
  const saved = (await (await request.get(`/api/admin/hotels/${hotel.id}`, { headers: auth })).json()) as { slug: string; amenities: { key: string | null }[] };
  expect(saved.amenities.map((a) => a.key)).not.toContain('front_desk_24h');

  // The hotel page tells drivers among its parking facts.
  await page.goto(`/hotels/${saved.slug}`);
  await expect(page.getByTestId('parking-hazmat')).toHaveText('No hazmat loads');
});
