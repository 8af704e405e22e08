import { useLayoutEffect, useState, type ChangeEvent } from 'react';
import { holdingInput } from './firstInteraction';

/**
 * A controlled box of the server's markup that the visitor typed into before the app took the page over (a page that
 * loads the app on the first interaction: the tap that focused the box started the download). Its state starts as the
 * server drew it, usually empty, and the commit that hydrates the page may already carry a render of the box with that
 * value (the page's own state settling), which puts it on screen and erases the typing before `replayHeldInput`
 * (./firstInteraction.ts) could hand it over. So the box reads what was typed in the render that hydrates it, shows
 * that, and tells its owner (`onChange`, as typing would) in the same commit.
 *
 * Answers the text to show instead of `value` until the owner has it; `id` is the box's `<input>` id.
 */
export function useTypedBeforeHydration(id: string, value: unknown, onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined): string | undefined {
  const [typed, setTyped] = useState<string | undefined>(() => {
    if (typeof document === 'undefined' || !holdingInput() || typeof value !== 'string' || !onChange) return undefined;
    const box = document.getElementById(id);
    return box instanceof HTMLInputElement && box.value !== value ? box.value : undefined;
  });
  useLayoutEffect(() => {
    if (typed === undefined) return;
    const box = document.getElementById(id);
    // What the owner reads of a change event: its target's value (now, with anything typed since the render).
    if (box instanceof HTMLInputElement) onChange?.({ target: box, currentTarget: box } as ChangeEvent<HTMLInputElement>);
    setTyped(undefined);
    // Once, in the commit that hydrates the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return typed;
}
