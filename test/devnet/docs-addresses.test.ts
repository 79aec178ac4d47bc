// docs/provider.md's examples use the default devnet's real addresses, so they can be sent as
// they are: dev accounts, con-accounts (by moniker) and the vault key of the default mnemonic.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toGt1 } from '../../src/core/address';
import { DEFAULT_MNEMONIC, defaultGenesis, deriveDevAccounts } from '../../src/devnet/ledger/genesis';
import { devKey } from './support';

const doc = readFileSync(new URL('../../docs/provider.md', import.meta.url), 'utf8');
const genesis = defaultGenesis();
const devAccounts = deriveDevAccounts(DEFAULT_MNEMONIC, 10);

/** `const NAME = '<address>'; // <comment>` lines of the examples. */
const named = [...doc.matchAll(/^const (\w+) = '((?:gt1|vault1)[0-9a-z]{60,})';[ \t]*\/\/[ \t]*(.*)$/gm)].map(
  ([, name, address, comment]) => ({ name: name!, address: address!, comment: comment! }),
);

describe('docs/provider.md addresses', () => {
  it('names its example accounts', () => {
    expect(named.map((n) => n.name)).toEqual(expect.arrayContaining(['ME', 'FRIEND', 'CON', 'CON2', 'VAULT', 'VAULT_KEY']));
  });

  it('uses dev accounts and con-accounts of the default devnet, as their comments say', () => {
    for (const { name, address, comment } of named) {
      const dev = /dev account (\d+)/.exec(comment);
      const con = /con-account "([^"]+)"/.exec(comment);
      if (dev) expect(address, name).toBe(devAccounts[Number(dev[1])]!.address);
      else if (con) expect(address, name).toBe(genesis.conAccounts.find((c) => c.moniker === con[1])?.address);
      else if (/44'\/669'\/1'\/0\/0|gt1 form/.test(comment)) expect(toGt1(address), name).toBe(devKey(0, 1).address);
      else throw new Error(`${name}: the comment "${comment}" says neither a dev account, a con-account nor the vault key`);
    }
  });

  it('has no other gt1 address than those (and the documented multisig)', () => {
    const known = new Set([...devAccounts.map((a) => a.address), ...genesis.conAccounts.map((c) => c.address), devKey(0, 1).address]);
    const multisig = /^const MULTISIG = '(gt1[0-9a-z]+)';/m.exec(doc)?.[1];
    const unknown = [...doc.matchAll(/\b(?:gt1(?!pub)|vault1)[0-9a-z]{60,}\b/g)]
      .map(([address]) => address)
      .filter((address) => !known.has(toGt1(address)) && address !== multisig);
    expect(unknown).toEqual([]);
  });
});
