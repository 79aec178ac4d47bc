// The person's own clicks and keys in a Vaultline page keep the wallet unlocked; the pages'
// polling reads do not (src/background/keyring/autolock.ts). Script-made events are not a person.
import { callWallet } from './api';

const THROTTLE_MS = 2000;
let last = 0;

function note(): void {
  const now = Date.now();
  if (now - last < THROTTLE_MS) return;
  last = now;
  void callWallet('wallet_noteActivity', {}).catch(() => undefined);
}

export function watchPersonActivity(): void {
  const onInput = (event: Event) => {
    if (event.isTrusted) note();
  };
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, onInput, { capture: true, passive: true });
  // Opening the toolbar popup is the person's doing; the approval window opens by itself.
  if (!window.location.hash.startsWith('#/approve')) note();
}
