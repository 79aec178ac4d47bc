// Multisig keeper: publishing a threshold key, and the rule for threshold signers.
//
// No store keys of its own: publishing records the threshold key as the account's public key
// (auth/account/<gt1>.public_key, type gatechain/PubKeyMultisigThreshold, base64 amino bytes) and
// sets account_type 2, so the account reads gt2 from then on (a multisig vault stays type 3).
// Spending: a signer whose StdTx signature entry carries a threshold key is verified as the key
// library's VerifyBytes does (src/core/multisig.ts, at decode: fewer than K signatures is
// `multisig_threshold_not_met`, a bad one `invalid_signature`). checkThresholdSigners adds the
// stateful rule: the threshold key must be the one on record for that account — a published gt2
// account or a vault2 vault — else `multisig_not_published` (422).
import { decodeBech32PubKey } from '../../../core/address';
import { toBase64 } from '../../../core/bytes';
import { isMultisigPubKeyJson, multisigKeyFromJson, MULTISIG_PUBKEY_TYPE } from '../../../core/multisig';
import type { StdTx } from '../../../core/types';
import { LedgerError, type Store } from '../../ledger/types';
import { ensureAccount, getAccount, recordPublicKey, setAccountType } from '../bank/keeper';

/** Records `pubkey` (gt1pub…) as the threshold key of `address`; refused when it already has a key. */
export function publishKey(store: Store, address: string, pubkey: string): void {
  const existing = getAccount(store, address);
  if (existing?.public_key) {
    throw new LedgerError('already_published', `${address} already has a public key on the ledger`);
  }
  const record = ensureAccount(store, address);
  setAccountType(store, address, record.account_type === 3 ? 3 : 2);
  recordPublicKey(store, address, { type: MULTISIG_PUBKEY_TYPE, value: toBase64(decodeBech32PubKey(pubkey)) });
}

/**
 * Refuses a tx whose threshold-key signature speaks for an account that has not got that key on
 * record (an unpublished multisig address, or a published one with another key). Run at broadcast,
 * before the dry run; `signers` are the tx's required gt1 signers in signature order.
 */
export function checkThresholdSigners(store: Store, checked: { tx: StdTx; signers: readonly string[] }): void {
  checked.tx.value.signatures?.forEach((signature, i) => {
    if (!isMultisigPubKeyJson(signature.pub_key)) return;
    const signer = checked.signers[i]!;
    const recorded = getAccount(store, signer)?.public_key;
    const key = toBase64(multisigKeyFromJson(signature.pub_key, `value.signatures[${i}].pub_key`));
    if (recorded?.type !== MULTISIG_PUBKEY_TYPE || recorded.value !== key) {
      throw new LedgerError(
        'multisig_not_published',
        `${signer} has not published this threshold key: publish it (MsgPublishMultiSigAccount) or create the vault with it before its members sign for it`,
      );
    }
  });
}
