import { describe, expect, it } from 'vitest';

describe("the browser's zod settings", () => {
  it('turns the JIT off through the global zod reads when it loads, without importing zod', async () => {
    const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
    delete holder.__zod_globalConfig;
    await import('@/api/zodConfig');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // And a schema built afterwards parses as ever.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
