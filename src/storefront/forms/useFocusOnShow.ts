import { useEffect, useRef } from 'react';

/**
 * A message that replaces or follows a form (a thanks, what came of a booking) takes the focus and comes into view when
 * `shown` is set: left on the page's body, a keyboard or screen-reader user heard nothing and had to hunt for it (and
 * on a phone the page could shrink under it, leaving only the footer on screen). The element needs `tabIndex={-1}`.
 */
export function useFocusOnShow<T extends HTMLElement>(shown: unknown, block: ScrollLogicalPosition = 'center') {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!shown) return;
    ref.current?.scrollIntoView({ block });
    ref.current?.focus();
  }, [shown, block]);
  return ref;
}
