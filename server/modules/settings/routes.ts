import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currencyRates, currencyRatesInput } from '@/api/schemas/hotelSearch';
import { saveUsdRates, usdRates } from './currencyRates';
import { needs, anyone } from '@server/plugins/access';

const tags = ['settings'];

/** Settings staff keep: the display-currency conversion rates (DESIGN section 6). */
export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/settings/currency-rates', { config: anyone, schema: { tags, response: { 200: currencyRates } } }, async () => ({ base: 'USD' as const, ...(await usdRates(app.db)) }));
  r.put('/admin/settings/currency-rates', {
    schema: { tags, body: currencyRatesInput, response: { 200: currencyRates } },
    config: needs('change_setting'),
  }, async (req) => ({ base: 'USD' as const, ...(await saveUsdRates(app.db, req.body.rates, req.user?.id ?? null)) }));
}
