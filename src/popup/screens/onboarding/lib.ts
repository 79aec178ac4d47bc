// Pure steps of onboarding: phrase checks and confirmation positions (password strength: lib/password-meter.ts).
import type { WalletParams } from '../../../shared/wallet-api';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { validateMnemonic } from '../../../core/hd';
import { t } from '../../i18n';

const WORD_COUNTS = [12, 15, 18, 21, 24];
const WORDS = new Set(wordlist);

export function mnemonicWords(text: string): string[] {
  return text
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '');
}

export interface PhraseStatus {
  valid: boolean;
  message: string;
}

export function mnemonicStatus(text: string): PhraseStatus {
  const words = mnemonicWords(text);
  if (words.length === 0) return { valid: false, message: t('onboarding.status.enterPhrase') };
  const unknown = words.find((w) => !WORDS.has(w));
  if (unknown !== undefined) return { valid: false, message: t('onboarding.status.unknownWord', { word: unknown }) };
  if (!WORD_COUNTS.includes(words.length)) {
    return { valid: false, message: t('onboarding.status.wordCount', { count: words.length }) };
  }
  if (!validateMnemonic(words.join(' '))) return { valid: false, message: t('onboarding.status.checksum') };
  return { valid: true, message: t('onboarding.status.valid', { count: words.length }) };
}

export function extendedKeyStatus(text: string): PhraseStatus & { hex: string } {
  const hex = text.trim().replace(/^0x/i, '').replace(/\s+/g, '').toLowerCase();
  if (hex === '') return { valid: false, message: t('onboarding.status.pasteKey'), hex };
  if (!/^[0-9a-f]*$/.test(hex)) return { valid: false, message: t('onboarding.status.hexOnly'), hex };
  if (hex.length !== 192) return { valid: false, message: t('onboarding.status.hexLength', { count: hex.length }), hex };
  return { valid: true, message: t('onboarding.status.validKey'), hex };
}

/** `count` distinct 1-based word positions out of `total`, ascending. */
export function pickConfirmPositions(total: number, count: number, random: () => number = Math.random): number[] {
  const chosen = new Set<number>();
  const wanted = Math.min(count, total);
  while (chosen.size < wanted) chosen.add(1 + (Math.floor(random() * total) % total));
  return [...chosen].sort((a, b) => a - b);
}

export { PASSWORD_MIN } from '../../lib/password-rules';

/** What onboarding hands to wallet_initialize: a phrase (new or imported) or a private key. */
export type Secret = WalletParams<'wallet_initialize'>['secret'];
