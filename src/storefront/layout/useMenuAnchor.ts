import { useState, type MouseEvent } from 'react';

/**
 * The button side of a menu whose code loads on demand (lazyOnDemand): its code is fetched on hover or focus of the
 * button, the menu opens at the button, and once opened it stays mounted (`opened`) so that closing animates and the
 * focus returns to the button.
 */
export function useMenuAnchor(menuId: string, preload: () => void) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    anchor,
    opened,
    close: () => setAnchor(null),
    buttonProps: {
      onClick: (event: MouseEvent<HTMLElement>) => {
        setAnchor(event.currentTarget);
        setOpened(true);
      },
      onPointerEnter: preload,
      onFocus: preload,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      'aria-controls': anchor ? menuId : undefined,
    },
  };
}
