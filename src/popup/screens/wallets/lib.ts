// A wallet's kind in words, and the background's wallet errors in the person's language.
import type { WalletView } from '../../../shared/wallet-api';
import { t, type MessageKey } from '../../i18n';
import { WalletApiError, errorText } from '../../lib/api';

export function walletKindLabel(wallet: WalletView): string {
  return t(wallet.kind === 'mnemonic' ? 'wallets.kind.mnemonic' : 'wallets.kind.key');
}

const ERRORS: Record<string, MessageKey> = {
  wrong_password: 'wallets.error.wrong_password',
  duplicate_wallet: 'wallets.error.duplicate_wallet',
  last_account: 'wallets.error.last_account',
  last_wallet: 'wallets.error.last_wallet',
  not_mnemonic: 'wallets.error.not_mnemonic',
  cannot_export: 'wallets.error.cannot_export',
  no_mnemonic: 'wallets.error.no_mnemonic',
};

/** A translated text for the codes this area meets, else the background's own English message. */
export function walletErrorText(err: unknown): string {
  const key = err instanceof WalletApiError ? ERRORS[err.code] : undefined;
  return key ? t(key) : errorText(err);
}

/** Runs `call`, turning a failure into an Error that carries the translated text. */
export async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw new Error(walletErrorText(err), { cause: err });
  }
}
