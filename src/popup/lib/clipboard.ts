// Copying a recovery phrase or key: written to the clipboard, then overwritten a minute later if
// the clipboard still holds it. Where the page may not read the clipboard (the browser refuses
// readText), it is overwritten anyway: a later copy of something else may then be lost, which is
// the safer mistake. The timer lives in the page that copied: closing it first leaves the secret in
// the clipboard (the worker has no clipboard), and the screen says a minute only while it is open.
export const SECRET_CLIPBOARD_MS = 60_000;

let pending: ReturnType<typeof setTimeout> | undefined;

async function clearIfStill(value: string, clipboard: Pick<Clipboard, 'readText' | 'writeText'> = navigator.clipboard): Promise<boolean> {
  let current: string | null;
  try {
    current = await clipboard.readText();
  } catch {
    current = null;
  }
  if (current !== null && current !== value) return false;
  try {
    await clipboard.writeText('');
    return true;
  } catch {
    return false;
  }
}

/** Copies `value` and schedules its removal; a second copy replaces the first one's schedule. */
export async function copySecret(
  value: string,
  clipboard: Pick<Clipboard, 'readText' | 'writeText'> = navigator.clipboard,
  delayMs = SECRET_CLIPBOARD_MS,
): Promise<void> {
  await clipboard.writeText(value);
  if (pending !== undefined) clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    void clearIfStill(value, clipboard);
  }, delayMs);
}
