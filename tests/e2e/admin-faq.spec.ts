import { expect, test, type Page } from '@playwright/test';
import { ADMIN, AdminSignIn, apiToken, menu } from './adminSession';
import { hydrated } from './hydration';

/**
 * Issue 14 item 4: staff edit a FAQ entry's German text in the admin, and a visitor reads it on /de/faq (and finds it
 * with the page's search); unpublished, it leaves the page; published again, it is back.
 */
test('staff write a FAQ answer in German; a visitor of /de/faq finds it, and no longer once it is unpublished', async ({ page, browser, request }) => {
  test.slow();
  const stamp = Date.now();
  const english = `Can I leave my trailer overnight ${stamp}?`;
  const germanQuestion = `Darf mein Auflieger über Nacht stehen bleiben ${stamp}?`;
  const germanAnswer = `Ja, auf den Lkw-Stellplätzen des Hotels bis zum Check-out ${stamp}.`;

  // An entry in English only, as staff wrote it first.
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const created = await request.post('/api/admin/faq', {
    data: { topic: 'parking', question: english, answer: '<p>Yes, in the hotel’s truck parking until check-out.</p>', position: 0, published: true },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status(), await created.text()).toBe(201);

  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await menu(page).getByRole('menuitem', { name: 'FAQ' }).click();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(String(stamp));
  // The list takes the search into its address once typing pauses: only then is the row the filtered list's.
  await expect(page).toHaveURL(/filter=.*\d{13}/);
  const row = page.locator('tbody tr', { hasText: english });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(/\/admin\/faq\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(english);

  // The German tab: the question and the answer in German, the English left as it is.
  await page.getByRole('tab', { name: 'Deutsch' }).click();
  const panel = page.locator('#tabpanel-translations-de');
  await panel.getByRole('textbox', { name: 'Question', exact: true }).fill(germanQuestion);
  await panel.getByRole('textbox', { name: 'Answer', exact: true }).fill(germanAnswer);
  await save(page);

  // A visitor reading German: the question in German, found by the page's search, its answer under it.
  const visitor = await browser.newContext();
  try {
    const faq = await visitor.newPage();
    await faq.goto('/de/faq');
    await expect(faq.getByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' })).toBeVisible();
    await expect(faq.getByRole('heading', { name: germanQuestion })).toBeVisible();
    await expect(faq.getByText(english)).toHaveCount(0);
    await hydrated(faq);
    // The schema.org FAQPage came with the page and stays its one copy once the app has taken over, in German.
    const structured = faq.locator('script[type="application/ld+json"]');
    await expect(structured).toHaveCount(1);
    expect(await structured.textContent()).toContain(germanQuestion);
    await faq.getByRole('searchbox', { name: 'Fragen durchsuchen' }).fill(`Auflieger ${stamp}`);
    const entries = faq.getByTestId('faq-entry');
    await expect(entries).toHaveCount(1);
    await entries.getByRole('button', { name: germanQuestion }).click();
    await expect(entries.getByText(germanAnswer)).toBeVisible();
    // English readers keep the English text.
    await faq.goto('/faq');
    await expect(faq.getByRole('heading', { name: english })).toBeVisible();

    // Unpublished: gone from the page (and the search says nothing matches).
    await openFromGlobalSearch(page, String(stamp), english);
    await page.getByRole('switch', { name: 'Published' }).uncheck();
    await save(page);
    await faq.goto('/de/faq');
    await expect(faq.getByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' })).toBeVisible();
    await expect(faq.getByTestId('faq-entry').first()).toBeVisible();
    await expect(faq.getByRole('heading', { name: germanQuestion })).toHaveCount(0);
    await hydrated(faq);
    await faq.getByRole('searchbox', { name: 'Fragen durchsuchen' }).fill(`Auflieger ${stamp}`);
    await expect(faq.getByText('Keine Frage passt zu Ihrer Suche.')).toBeVisible();

    // Published again: back.
    await openFromGlobalSearch(page, String(stamp), english);
    await page.getByRole('switch', { name: 'Published' }).check();
    await save(page);
    await faq.goto('/de/faq');
    await expect(faq.getByRole('heading', { name: germanQuestion })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

/** The toolbar's global search finds the entry in its FAQ group and opens it (issue 14 item 1). */
async function openFromGlobalSearch(page: Page, query: string, question: string) {
  const search = page.getByRole('searchbox', { name: 'Search the back office' });
  await search.fill(query);
  const results = page.getByTestId('global-search-results');
  await expect(results.getByText('FAQ', { exact: true })).toBeVisible();
  await results.getByRole('button', { name: question }).click();
  await expect(page).toHaveURL(/\/admin\/faq\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(question);
}

/** Saves the open form and waits for the server's answer (200), back on the list. */
async function save(page: Page) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/admin\/faq\/\d+$/.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'Save' }).click();
  const answer = await saved;
  expect(answer.status(), `${answer.request().postData()} -> ${await answer.text()}`).toBe(200);
  await expect(page).toHaveURL(/\/admin\/faq(\?|$)/);
}

test('in the Arabic back office an English entry reads left to right: its fields and the page title', async ({ page, request }) => {
  const question = `How do I change my password ${Date.now()}?`;
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const created = await request.post('/api/admin/faq', {
    data: { topic: 'account', question, answer: '<p>Open your profile.</p>', position: 0, published: true },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto('/robots.txt');
  await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);
  await page.goto(`/ar/admin/faq/${id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const english = page.locator('input[name="question"]');
  await expect(english).toHaveValue(question);
  await expect(english).toHaveAttribute('dir', 'ltr');
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(page.locator('textarea[name="answer"]')).toHaveAttribute('dir', 'ltr');
  // Each translation is written in its own language's direction.
  await expect(page.locator('input[name="translations.ar.question"]')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('input[name="translations.de.question"]')).toHaveAttribute('dir', 'ltr');
  // The title's English name is isolated from the Arabic around it (its "?" stays at its end).
  await expect(page.locator('#react-admin-title bdi')).toHaveText(question);
});
