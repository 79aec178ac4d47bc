// Invisible and direction-changing characters made visible: a memo `refund \u202Egnp.exe` must read
// as `refund ⟨U+202E⟩gnp.exe`, never as "refund exe.png". Pure; every renderer of text a site or
// another person chose (memos, message text, token names, denoms) goes through it. Language-free: it
// returns the characters found, and the popup words the warning.

/**
 * Format characters (bidi overrides and isolates, zero-width ones, BOM, tags), controls other than
 * newline and tab, line/paragraph separators, and the blank-looking fillers.
 */
// eslint-disable-next-line no-control-regex, no-misleading-character-class -- the control characters and lone combining fillers are what it finds
const HIDDEN = /[\p{Cf}\p{Zl}\p{Zp}\u0000-\u0008\u000B-\u001F\u007F-\u009F\u115F\u1160\u3164\uFFA0\u034F\u180B-\u180F]/gu;

export interface Revealed {
  /** The text with each hidden character written as ⟨U+XXXX⟩. */
  text: string;
  /** The hidden characters found, as U+XXXX, in order of first appearance. */
  hidden: string[];
}

function codeName(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

export function revealHidden(text: string): Revealed {
  const hidden: string[] = [];
  const shown = text.replace(HIDDEN, (char) => {
    const name = codeName(char);
    if (!hidden.includes(name)) hidden.push(name);
    return `⟨${name}⟩`;
  });
  return { text: shown, hidden };
}

export function hasHidden(text: string): boolean {
  HIDDEN.lastIndex = 0;
  const found = HIDDEN.test(text);
  HIDDEN.lastIndex = 0;
  return found;
}
