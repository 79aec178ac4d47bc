// The check of every account record at unlock (records.ts), and of the networks (../chain/records.ts):
// a MAC that is not the record's own stops the unlock. A keyring from before MACs has its records re-derived from their secrets instead, once;
// those that match get their MAC.
import { sameAccount } from '../../core/address-forms';
import { authentic, authenticate, tampered } from './records';
import { forgetReads, withDb, writeDb, type AccountRecord } from './db';
import { secrets } from './index';

export { checkNetworks } from '../chain/records';

/** Whether a record is what its secret (or, for a multisig account, its members) makes of it. */
async function rederived(dataKey: Uint8Array, record: AccountRecord): Promise<boolean> {
  const { keyAccount, keyAtPath, multisigAccount, publicKeyOf, secretRoot } = await secrets();
  try {
    const made = record.multisig
      ? multisigAccount(record.name, record.multisig.threshold, record.multisig.pubkeys)
      : keyAccount(
          { name: record.name, kind: record.kind },
          publicKeyOf(keyAtPath(await secretRoot(dataKey, record.secretId ?? ''), record.path).kL),
        );
    const kindFits =
      (record.kind === 'multisig') === Boolean(record.multisig) && (record.kind === 'multisig' || record.secretId !== undefined);
    // A multisig account's address may read gt2 once the ledger published its key.
    const addressFits = record.multisig ? sameAccount(made.address, record.address) : made.address === record.address;
    return kindFits && addressFits && made.publicKey === record.publicKey;
  } catch {
    return false;
  }
}

/**
 * Throws keyring_tampered unless every stored account is authentic. `authenticated` says the keyring's
 * wrap vouches every record has a MAC (a record without one was then stripped of it).
 */
export async function checkAccounts(dataKey: Uint8Array, authenticated: boolean): Promise<void> {
  // What was read while locked (the account list for the unlock screen) is read again: the checked records.
  forgetReads();
  const records = await withDb((db) => db.getAll('accounts'));
  const upgraded: AccountRecord[] = [];
  for (const record of records) {
    if (record.mac !== undefined || authenticated) {
      if (!(await authentic(dataKey, record))) throw tampered();
    } else {
      if (!(await rederived(dataKey, record))) throw tampered();
      upgraded.push(await authenticate(dataKey, record));
    }
  }
  if (upgraded.length === 0) return;
  await writeDb(async (db) => {
    const tx = db.transaction('accounts', 'readwrite');
    await Promise.all([...upgraded.map((record) => tx.store.put(record)), tx.done]);
  });
}
