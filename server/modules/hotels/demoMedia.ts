import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { anyone } from '@server/plugins/access';

const palettes = [
  ['#005288', '#7fb3d5', '#f2c14e'],
  ['#2e4057', '#66a182', '#edae49'],
  ['#3d405b', '#81b29a', '#f2cc8f'],
  ['#264653', '#2a9d8f', '#e9c46a'],
  ['#1d3557', '#a8dadc', '#e63946'],
];

/** A drawn picture (sky, building, a rig in the lot) for DEMO hotels, so nothing is fetched from the internet. */
export function demoPicture(hotelId: number, index: number): string {
  const [dark, light, accent] = palettes[(hotelId + index) % palettes.length]!;
  const floors = 2 + ((hotelId * 7 + index) % 3);
  const windows = Array.from({ length: floors * 6 }, (_, i) => {
    const x = 150 + (i % 6) * 55;
    const y = 260 - Math.floor(i / 6) * 60;
    return `<rect x="${x}" y="${y}" width="30" height="30" fill="${(i + hotelId) % 4 ? accent : '#fff'}" opacity="0.9"/>`;
  }).join('');
  const scene =
    index === 1
      ? `<rect x="0" y="0" width="640" height="400" fill="${light}"/><rect x="80" y="220" width="480" height="40" fill="${dark}"/><rect x="260" y="120" width="120" height="100" fill="${accent}"/>`
      : index === 2
        ? `<rect x="0" y="0" width="640" height="400" fill="${light}"/><rect x="120" y="200" width="400" height="120" rx="12" fill="#fff"/><rect x="120" y="170" width="400" height="40" rx="12" fill="${dark}"/><rect x="140" y="215" width="160" height="50" rx="10" fill="${accent}"/><rect x="340" y="215" width="160" height="50" rx="10" fill="${accent}"/>`
        : `<rect x="0" y="0" width="640" height="400" fill="${light}"/><rect x="120" y="${300 - floors * 60}" width="360" height="${floors * 60 + 20}" fill="${dark}"/>${windows}<rect x="0" y="320" width="640" height="80" fill="#555"/><rect x="420" y="285" width="170" height="45" fill="#ddd"/><rect x="590" y="295" width="40" height="35" fill="${accent}"/><circle cx="445" cy="335" r="10" fill="#222"/><circle cx="560" cy="335" r="10" fill="#222"/><circle cx="615" cy="335" r="10" fill="#222"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img">${scene}</svg>`;
}

export async function demoMediaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/media/demo/:name', {
    config: anyone,
    schema: { hide: true, params: z.object({ name: z.string().regex(/^\d+-\d\.svg$/) }) },
  }, async (req, reply) => {
    const [hotelId, index] = req.params.name.replace('.svg', '').split('-').map(Number);
    reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('X-Content-Type-Options', 'nosniff');
    return demoPicture(hotelId!, index!);
  });
}
