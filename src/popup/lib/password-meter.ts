// How hard a password is to guess, by zxcvbn-ts with its common and English dictionaries: one rule
// in every language (the popup's language changes the words shown, never the verdict). The library
// and its dictionaries are about a megabyte, so they load with the first password typed, never with
// the popup's first paint.
import { withMessages } from '../i18n';
import { PASSWORD_MIN } from './password-rules';

/** 0 too short, 1 weak (zxcvbn 0-1), 2 fair, 3 good, 4 strong. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

let checker: Promise<(password: string) => Promise<number>> | undefined;

/** The library's part, loaded once (it needs no texts of its own: no catalogue area beside it). */
function loadChecker(): Promise<(password: string) => Promise<number>> {
  checker ??= withMessages([], () => import('./zxcvbn'))().then(
    (part) => part.zxcvbnScore,
    (error: unknown) => {
      checker = undefined;
      throw error;
    },
  );
  return checker;
}

/** The meter's verdict: too short below the minimum, else zxcvbn's score with its two lowest read as weak. */
export async function scorePassword(password: string): Promise<PasswordScore> {
  if (password.length < PASSWORD_MIN) return 0;
  const score = await (await loadChecker())(password);
  return Math.max(1, Math.min(4, score)) as PasswordScore;
}
