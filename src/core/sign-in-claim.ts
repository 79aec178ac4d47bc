// A plain message that reads like a sign-in to another site than the one asking (issue 26, attack 2).

const SIGN_IN_WORDS = /sign[\s-]?in|log[\s-]?in|authenticat|登录|登入/i;
const HOSTS = /(?:https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}|localhost|\d{1,3}(?:\.\d{1,3}){3})(?::(\d{1,5}))?/gi;

/**
 * The site a plain message claims to sign in to, when that is not the asking origin's host (or a
 * parent domain of it): `victim.example wants you to sign in` from another site. Undefined otherwise.
 */
export function claimedSignInSite(text: string, origin: string): string | undefined {
  const head = text.slice(0, 4096);
  if (!SIGN_IN_WORDS.test(head)) return undefined;
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  for (const match of head.matchAll(HOSTS)) {
    const claimed = match[1]!.toLowerCase();
    if (claimed !== host && !host.endsWith(`.${claimed}`)) return match[2] ? `${claimed}:${match[2]}` : claimed;
  }
  return undefined;
}
