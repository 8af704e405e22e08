import { useEffect, useState } from 'react';
import { firstInteraction, hasInteracted } from '@/ssr/firstInteraction';

/**
 * True once the visitor has done anything on the page (moved the pointer, touched, scrolled, pressed a key): what no
 * one needs before that waits for it. False in the first render, on the server and in the browser alike.
 */
export function useInteracted() {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (hasInteracted()) {
      setInteracted(true);
      return;
    }
    let mounted = true;
    void firstInteraction().then(() => mounted && setInteracted(true));
    return () => {
      mounted = false;
    };
  }, []);
  return interacted;
}
