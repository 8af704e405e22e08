import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';

const APP_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bareAdmin');

export type BareAdmin = { url: string; stop(): Promise<void> };

/** A hundred rows shaped like the back office's hotel list (names as long as the DEMO catalogue's). */
function rows() {
  const brands = ['Best Western', 'Comfort Inn', 'Days Inn', 'Hampton Inn', 'La Quinta', 'Motel 6', 'Super 8'];
  const cities = ['Amarillo', 'Billings', 'Des Moines', 'El Paso', 'Joplin', 'Laramie', 'Salina', 'Tucumcari'];
  return Array.from({ length: 100 }, (_, i) => {
    const brand = brands[i % brands.length]!;
    const city = cities[i % cities.length]!;
    return { id: i + 1, name: `${brand} ${city} ${i % 2 ? 'North' : 'Truck Stop'}`, brand, city, rooms: 40 + ((i * 7) % 90) };
  });
}

/**
 * The bench's reference for `/admin/hotels`: bench/frontend/bareAdmin (react-admin's own list and nothing else) built
 * with Vite's defaults into `outDir`, its scripts Brotli-compressed as the site's are, served on a free port of
 * 127.0.0.1 by Fastify. Measured by the same Lighthouse preset in the same run, it says what react-admin itself costs
 * on this machine's simulated phone.
 */
export async function startBareAdmin(outDir: string): Promise<BareAdmin> {
  await build({ root: APP_DIR, configFile: false, base: './', logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });
  writeFileSync(path.join(outDir, 'hotels.json'), JSON.stringify(rows()));
  const assets = path.join(outDir, 'assets');
  for (const f of readdirSync(assets).filter((name) => name.endsWith('.js') || name.endsWith('.css'))) {
    const file = path.join(assets, f);
    writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file), { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }));
  }
  const app = Fastify();
  await app.register(fastifyStatic, { root: outDir, preCompressed: true });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/#/hotels`, stop: () => app.close() };
}
