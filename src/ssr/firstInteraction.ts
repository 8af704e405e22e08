/**
 * A server-rendered page that needs no script to be read (the home page) loads the app when the visitor first does
 * something — moves the pointer, touches, scrolls, presses a key, focuses a field — not before: its links are plain
 * links and its text is all there. What is done before the app has taken the page over is kept and done again after:
 * the focus, text typed into a field and the last tap on a button (a link navigates by itself).
 */

const TRIGGERS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

/** Resolves on the first interaction with the page. */
export function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of TRIGGERS) window.removeEventListener(type, done, { capture: true });
      resolve();
    };
    for (const type of TRIGGERS) window.addEventListener(type, done, { capture: true, passive: true, once: true });
  });
}

let interacted = false;

/** Starts noting the visitor's first interaction, for `hasInteracted` (the entry calls it first thing). */
export function noteFirstInteraction() {
  void firstInteraction().then(() => {
    interacted = true;
  });
}

/** Whether the visitor has done anything on the page since it loaded (noted from the entry's start). */
export const hasInteracted = () => interacted;

export type Field = HTMLInputElement | HTMLTextAreaElement;
/** `typed`: each field's text as last typed (a render of the app may empty it on screen before it is replayed). */
type Held = { root: HTMLElement; clicked: HTMLElement | null; typed: Map<Field, string>; stop(): void };
let held: Held | null = null;

/** Elements that work without the app: links navigate, fields take focus and text (switches and boxes: see below). */
const NATIVE = 'a[href], input, textarea, select, label, summary';
/** What does something only with the app: buttons, and the closed selects (src/storefront/forms/MenuSelect.tsx). */
const PRESSABLE = 'button, [role="button"], [role="combobox"]';

/** Starts keeping what the visitor does on the server's markup until the app runs (then `replayHeldInput`). */
export function holdInput(root: HTMLElement) {
  const typed = new Map<Field, string>();
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    // Once React has the root it takes presses itself (hydrating the part pressed first): pressing again would be twice.
    if (!target || !root.contains(target) || reactHasRoot(root)) return;
    // A switch or a check box would change on screen and not in the app (which starts from the server's state): it is
    // left as it was and tapped again once the app has it. Other fields and links work by themselves.
    const toggle = target.closest<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    const native = target.closest(NATIVE);
    if (native && !toggle && !(native instanceof HTMLLabelElement && native.control?.matches('[type="checkbox"], [type="radio"]'))) return;
    const button = toggle ?? (native instanceof HTMLLabelElement ? native.control : null) ?? target.closest<HTMLElement>(PRESSABLE);
    if (!(button instanceof HTMLElement)) return;
    // A button of the server's markup does nothing yet (a form's would submit it to the page's own address): it is
    // pressed again once the app has it.
    event.preventDefault();
    if (held) held.clicked = button;
  };
  const onSubmit = (event: Event) => {
    if (event.target instanceof Node && root.contains(event.target)) event.preventDefault();
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && root.contains(field)) typed.set(field, field.value);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onInput, true);
  held = {
    root,
    clicked: null,
    typed,
    stop: () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('input', onInput, true);
    },
  };
}

/** Whether React has marked a DOM node with one of its internal fields (`__reactProps$…`: the same since React 17). */
const reactMarked = (node: Element, field: '__reactProps$' | '__reactContainer$') => Object.keys(node).some((key) => key.startsWith(field));
/** Whether React has been handed this container (`hydrateRoot` marks it before hydrating any of it). */
const reactHasRoot = (root: HTMLElement) => reactMarked(root, '__reactContainer$');
/**
 * Whether React has taken this element over (it keeps its props on the node). The root's effects can run while a part
 * of the page (a Suspense boundary) is still being hydrated.
 */
const hydratedNode = (node: Element) => reactMarked(node, '__reactProps$');

/** Resolves once `node` is hydrated (checked every 50 ms, for at most 5 s). */
async function hydratedSoon(node: Element) {
  for (let tries = 0; tries < 100 && node.isConnected && !hydratedNode(node); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Hydration keeps a field's typed text on screen but the app's state starts empty, and React's change tracking took
 * the typed text as the field's value: emptying it and typing it again (two `input` events, as keystrokes would
 * fire) makes React report the text to the app.
 */
export function replayTyping(field: Field, text: string) {
  const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setNative = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!setNative || !text) return;
  for (const value of ['', text]) {
    setNative.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Whether what the visitor does is still being kept for the app (it has not taken the page over yet). */
export const holdingInput = () => held !== null;

/** Called once the app has hydrated the page: hands it what was focused, typed and tapped while it loaded, in order. */
export async function replayHeldInput() {
  const current = held;
  held = null;
  if (!current) return;
  current.stop();
  // The field the visitor is in was focused before the app listened: it hears of it now (a field may upgrade on focus).
  const active = document.activeElement;
  if (active instanceof HTMLElement && current.root.contains(active)) {
    await hydratedSoon(active);
    active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
  for (const [field, text] of current.typed) {
    await hydratedSoon(field);
    if (field.isConnected) replayTyping(field, text);
  }
  const clicked = current.clicked;
  if (!clicked) return;
  await hydratedSoon(clicked);
  // A task later, once React has drawn what the text above changed. A closed select opens on the press, as MUI's.
  setTimeout(() => {
    if (!clicked.isConnected) return;
    if (clicked.getAttribute('role') === 'combobox') clicked.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    else clicked.click();
  }, 0);
}
