import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '@server/db';

/** Issue 11 item 6: the embedded database's memory is held down by its own settings, without losing PGlite's. */
describe('embedded database settings', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await openPglite({});
  });
  afterAll(async () => {
    await pglite.close();
  });

  const show = async (name: string) => (await pglite.query<Record<string, string>>(`show ${name}`)).rows[0]![name];

  it('keeps 32 MB of shared buffers, not the 128 MB initdb writes into postgresql.conf (resident from the start)', async () => {
    expect(await show('shared_buffers')).toBe('32MB');
  });

  it('takes another size when asked (PGLITE_SHARED_BUFFERS_MB, for a big catalogue)', async () => {
    const bigger = await openPglite({}, { sharedBuffersMb: 48 });
    try {
      expect((await bigger.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]!.shared_buffers).toBe('48MB');
    } finally {
      await bigger.close();
    }
  });

  it("still starts with PGlite's own settings (search path, no parallel workers)", async () => {
    expect(await show('search_path')).toBe('public');
    expect(await show('max_parallel_workers_per_gather')).toBe('0');
  });
});
