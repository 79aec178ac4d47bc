// What a site may ask of a sign-in (ledger_signIn); apart from core/signIn.ts so the provider's
// schemas read them without loading any signing code.

/** A site's nonce: 8 to 128 letters, digits or `-._~` (EIP-4361 asks at least 8 alphanumerics). */
export const SIGN_IN_NONCE = /^[A-Za-z0-9._~-]{8,128}$/;
export const MAX_STATEMENT_CHARS = 280;
export const MIN_SIGN_IN_SECONDS = 60;
export const MAX_SIGN_IN_SECONDS = 86_400;
export const DEFAULT_SIGN_IN_SECONDS = 600;
