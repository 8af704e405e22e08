import { describe, expect, it, vi } from 'vitest';
import { isLazyScreen, lazyScreen, preloadScreenAt } from '@/admin/lazyScreen';

const screenModule = () => ({ List: () => null, Edit: () => null, Create: () => null, Show: () => null });

describe('lazy back-office screens', () => {
  it('fetch their code once, however often they are asked for', async () => {
    const load = vi.fn(() => Promise.resolve(screenModule()));
    const List = lazyScreen(load, 'List');
    expect(load).not.toHaveBeenCalled();
    await Promise.all([List.preload(), List.preload()]);
    await List.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(isLazyScreen(List)).toBe(true);
    expect(isLazyScreen(screenModule().List)).toBe(false);
  });

  it('the screen at a path is asked for while the back office starts: list, create, edit, show', () => {
    const loads: string[] = [];
    const screen = (name: 'List' | 'Edit' | 'Create' | 'Show') =>
      lazyScreen(() => {
        loads.push(name);
        return Promise.resolve(screenModule());
      }, name);
    const resources = [{ name: 'hotels', list: screen('List'), edit: screen('Edit'), create: screen('Create'), show: screen('Show') }, { name: 'plain', list: () => null }];
    for (const path of ['/hotels', '/hotels/create', '/hotels/12', '/hotels/12/show', '/plain', '/unknown/3', '/']) preloadScreenAt(resources, path);
    expect(loads).toEqual(['List', 'Create', 'Edit', 'Show']);
  });
});
