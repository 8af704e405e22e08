import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true after (and in a page the browser drew
 * itself). The server cannot know the screen's width: until this is true a page lays out by CSS media queries what
 * it otherwise lays out by `useMediaQuery`, so the HTML is right on a phone and a desktop before the app runs (a page
 * that hydrates on the first interaction shows it for a while).
 */
export function useWidthKnown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
