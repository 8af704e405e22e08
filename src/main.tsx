// The browser's entry: as small as it can be, since every page loads it before anything else.
import { TOKEN_KEY } from './api/tokenKey';
import { defaultDistanceUnit } from './api/units';
import { CURRENCY_KEY } from './i18n/currency';
import { storedUnit } from './i18n/units';
import { installChunkReloadGuard } from './chunkReload';
import { firstInteraction, holdInput, noteFirstInteraction } from './ssr/firstInteraction';
import { hydratesOnInteraction, serverRendered } from './ssr/payload';

/**
 * A server-rendered page marked to hydrate on interaction (src/ssr/context.ts, `useHydrateOnInteraction`) loads the
 * app — React, the router, MUI, the words — when the visitor first does something, not before; a visitor whose page
 * the app personalises at once (signed in, another currency) and every other page load it now.
 */
/** A sign-in or a picked currency (not USD): the app changes the server's page at once, so it loads now. */
function personalised(): boolean {
  try {
    const currency = localStorage.getItem(CURRENCY_KEY);
    return Boolean(localStorage.getItem(TOKEN_KEY)) || (currency !== null && currency !== 'USD');
  } catch {
    return false;
  }
}

/**
 * A page that shows distances (a search, a hotel): does this browser read them in another unit than the page's
 * language does (a picked unit, or the region's: src/storefront/layout/useDistanceUnit.ts)? The app would redraw them.
 */
function otherUnit(): boolean {
  try {
    const locale = document.documentElement.lang || 'en';
    const languages = [...(navigator.languages ?? [navigator.language])].filter((tag) => tag.toLowerCase().startsWith(locale));
    return (storedUnit() ?? defaultDistanceUnit([...languages, locale])) !== defaultDistanceUnit([locale]);
  } catch {
    return true;
  }
}

async function start() {
  installChunkReloadGuard();
  noteFirstInteraction();
  const root = document.getElementById('root');
  // A server's page can be typed into and pressed before the app has it (the help centre's form while the app
  // downloads on a slow link): that is kept and done once it has (a press would submit the form to the page's address).
  if (root && serverRendered()) holdInput(root);
  const waits = hydratesOnInteraction();
  if (root && waits !== null && !personalised() && !(waits === 'units' && otherUnit())) await firstInteraction();
  const { boot } = await import('./boot');
  await boot();
}

void start();
