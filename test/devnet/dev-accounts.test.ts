// The devnet's printed dev accounts for a mnemonic are the addresses the ledger's own tools derive
// for it: the standard path, n' hardened (protocol.md §2), checked against the wallet-integration document.
import { describe, expect, it } from 'vitest';
import { addressFromPublicKey } from '../../src/core/address';
import {
  accountPath,
  deriveExtendedKey,
  HARDENED_OFFSET,
  deriveChild,
  masterKeyFromSeed,
  mnemonicToSeed,
  publicKeyOf,
} from '../../src/core/hd';
import { DEFAULT_MNEMONIC, deriveDevAccounts } from '../../src/devnet/ledger/genesis';
import hdVectors from '../core/vectors/hd.json';
import { startCli } from './cli-process';

const doc = hdVectors.wallet_integration.find((vector) => vector.id === 'wallet-doc-meteora')!;

/** The banner the CLI prints up to "Listening on", for an ephemeral chain. */
const banner = async (args: string[]) => (await startCli(['--ephemeral', ...args])).banner;

const printedAccounts = (text: string): string[] => [...text.matchAll(/^\((\d+)\) (gt1\S+) /gm)].map((match) => match[2]!);

/** 44'/669'/0'/0/index with every ' level hardened by hand, not through parsePath. */
function hardenedByHand(mnemonic: string, index: number): string {
  const indexes = [HARDENED_OFFSET + 44, HARDENED_OFFSET + 669, HARDENED_OFFSET, 0, index];
  return addressFromPublicKey(publicKeyOf(indexes.reduce(deriveChild, masterKeyFromSeed(mnemonicToSeed(mnemonic))).kL));
}

describe('dev accounts', () => {
  it("--mnemonic prints the wallet-integration document's address as account 0, and the hardened path's addresses", async () => {
    const text = await banner(['--mnemonic', doc.mnemonic, '--accounts', '3']);
    const printed = printedAccounts(text);
    expect(printed).toHaveLength(3);
    expect(printed[0]).toBe(doc.address);
    expect(printed).toEqual([0, 1, 2].map((index) => hardenedByHand(doc.mnemonic, index)));
    expect(printed).toEqual(
      [0, 1, 2].map((index) => addressFromPublicKey(publicKeyOf(deriveExtendedKey(doc.mnemonic, accountPath(index)).kL))),
    );
    // Not the soft reading Vaultline 0.1 used.
    expect(printed[0]).not.toBe(addressFromPublicKey(publicKeyOf(deriveExtendedKey(doc.mnemonic, accountPath(0), '', 'legacy-soft').kL)));
    expect(text).toContain(`Mnemonic:        ${doc.mnemonic}`);
  }, 120_000);

  it('the default mnemonic prints the standard addresses too', async () => {
    const printed = printedAccounts(await banner(['--accounts', '2']));
    expect(printed).toEqual([0, 1].map((index) => hardenedByHand(DEFAULT_MNEMONIC, index)));
    expect(deriveDevAccounts(DEFAULT_MNEMONIC, 2).map((account) => account.address)).toEqual(printed);
  }, 120_000);
});
