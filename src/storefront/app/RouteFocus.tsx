import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Whether the page being opened put the focus somewhere of its own (a sign-in form's first field). */
const pagePlacedFocus = () => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && active.id !== 'main' && Boolean(active.closest('main'));
};

const focusQuietly = (el: HTMLElement, scroll: boolean) => {
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: !scroll });
};

/** About a second of frames: how long a page's code and words may take to draw its heading before it is given up. */
const HEADING_FRAMES = 60;

/**
 * After an in-app move to another page, the focus starts on that page's heading (on its main content while the page
 * loads), as a page load would start the reader there: it stayed on the link that was pressed, and a screen reader
 * heard nothing of the new page. A link to a part of a page (#faq-account) focuses that part. Another search on the
 * same page (only its query changes) leaves the focus where it is, and so does a page that placed it itself.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let frame = 0;
    let frames = 0;
    const step = () => {
      if (pagePlacedFocus()) return;
      const part = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      const heading = part ?? document.querySelector<HTMLElement>('main h1');
      if (heading) return focusQuietly(heading, Boolean(part));
      const main = document.getElementById('main');
      if (main && document.activeElement !== main) focusQuietly(main, false);
      if (++frames < HEADING_FRAMES) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}
