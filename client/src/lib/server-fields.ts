/**
 * A server-rendered form's fields (the login page: server/src/modules/auth/login-page.ts) take input before
 * the app has started; the app's first render replaces them with its own. This keeps the server's inputs
 * (detached, they still hold their values) and which one had the focus, so the app's form can carry over
 * what was typed and where, instead of dropping it or moving the caret into another field mid-word.
 */
const fields = new Map<string, HTMLInputElement>();
let focused: string | null = null;

/** Call before the app renders into `root`, while the server's markup is still there. */
export function keepServerFields(root: HTMLElement): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('[data-ssr] input[name]')) fields.set(input.name, input);
  if (!fields.size) return;
  // The visitor may be in a field already (this runs once the app's scripts are in).
  const active = document.activeElement;
  if (active instanceof HTMLInputElement && fields.get(active.name) === active) focused = active.name;
  root.addEventListener('focusin', (e) => {
    if (e.target instanceof HTMLInputElement && fields.get(e.target.name) === e.target) focused = e.target.name;
  });
  root.addEventListener('focusout', (e) => {
    const input = e.target;
    // Leaving the field counts; the app's render removing it (which may fire focusout) does not.
    if (!(input instanceof HTMLInputElement)) return;
    queueMicrotask(() => {
      if (input.isConnected && focused === input.name) focused = null;
    });
  });
}

/** What was typed into the server's fields and the field that had the focus; once (null afterwards). */
export function takeServerFields(): { values: Record<string, string>; focused: string | null } | null {
  if (!fields.size) return null;
  const kept = { values: Object.fromEntries([...fields].map(([name, input]) => [name, input.value])), focused };
  fields.clear();
  focused = null;
  return kept;
}
