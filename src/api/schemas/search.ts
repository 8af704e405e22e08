import { z } from 'zod';

export const adminSearchSlugs = ['countries', 'cities', 'states', 'users', 'roles', 'massnotifications', 'advertiserequests', 'promotions', 'testimonials', 'faq', 'pages'] as const;
export type AdminSearchSlug = (typeof adminSearchSlugs)[number];

export const adminSearchGroup = z.object({
  name: z.string(),
  slug: z.enum(adminSearchSlugs),
  data: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type AdminSearchGroup = z.infer<typeof adminSearchGroup>;
export const adminSearchResponse = z.object({ data: z.array(adminSearchGroup) });
export type AdminSearchResponse = z.infer<typeof adminSearchResponse>;
