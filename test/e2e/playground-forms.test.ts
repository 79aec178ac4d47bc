// The playground's forms without a browser: every ledger message type has a form, and each form's
// typical input becomes a message the core definitions accept as it is (field names, kinds).
// Plain browser modules, loaded by URL so TypeScript does not type-check the page's JS.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addressFromAminoPubKey, bech32PubKey, multisigThresholdKey, toForm } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { MSG_TYPES, validateMsg } from '../../src/core/messages';
import type { Msg } from '../../src/core/types';
import { ROOT } from './build';
import { DEV_MNEMONIC } from './devnet';
import { devAddress } from './playground';

interface Op {
  id: string;
  msgType?: string;
  fields: Array<{ id: string }>;
  msgs(values: Record<string, unknown>, ctx: unknown): Msg[] | Promise<Msg[]>;
}
type Module = Record<string, unknown>;

const load = (path: string): Promise<Module> => import(pathToFileURL(join(ROOT, 'demo/playground', path)).href) as Promise<Module>;

const ME = devAddress(0);
const OTHER = devAddress(1);
const VAULT = toForm(devAddress(5), 'vault1');
const CON = devAddress(2);
const KEYS = [0, 1, 2].map((i) => publicKeyOf(deriveExtendedKey(DEV_MNEMONIC, accountPath(i)).kL));
const MULTISIG = multisigThresholdKey(2, KEYS);

/** Typical input per form; fields left out are empty. */
const SAMPLES: Record<string, Record<string, unknown>> = {
  send: { to: OTHER, amount: '1.5', denom: '' },
  'create-vault': { to: devAddress(6), security: OTHER, delay: '10', clearing: '1000', amount: '10', pubkey: '' },
  'revocable-send': { from: VAULT, to: OTHER, amount: '2', denom: 'NANOGT' },
  revoke: {
    vault: VAULT,
    security: ME,
    other: OTHER,
    height: '12',
    'tx-hash': `REVOCABLEPAY-${'AB'.repeat(48)}`,
    'msg-index': '0',
    amount: '2',
    denom: 'NANOGT',
  },
  'update-clearing': { vault: VAULT, clearing: '2000' },
  'clear-vaults': { vaults: `${VAULT}, ${toForm(devAddress(7), 'vault1')}` },
  delegate: { con: CON, amount: '100' },
  redelegate: { src: CON, dst: devAddress(3), amount: '40' },
  undelegate: { con: CON, amount: '10' },
  'undelegate-vaults': { vaults: VAULT },
  'withdraw-rewards': { con: CON, all: false },
  'withdraw-address': { address: OTHER },
  'issue-token': { symbol: 'PLAY', name: 'Playground token', supply: '1e6', mintable: true, freezable: false },
  'mint-token': { symbol: 'PLAY-1X2', amount: '500' },
  'freeze-token': { symbol: 'PLAY-1X2' },
  'unfreeze-token': { symbol: 'PLAY-1X2' },
  'burn-token': { symbol: 'PLAY-1X2', amount: '200' },
  'publish-multisig': { address: addressFromAminoPubKey(MULTISIG), pubkey: bech32PubKey(MULTISIG) },
};

async function messageOps(): Promise<Op[]> {
  const files = ['transfers', 'vault', 'staking', 'tokens', 'multisig'];
  const modules = await Promise.all(files.map((file) => load(`ops/${file}.js`)));
  return modules.flatMap((module) => Object.values(module).flat() as Op[]).filter((op) => op.msgType);
}

function valuesFor(op: Op): Record<string, unknown> {
  const sample = SAMPLES[op.id] ?? {};
  return Object.fromEntries(op.fields.map((field) => [field.id, sample[field.id] ?? '']));
}

describe('playground forms', () => {
  it('has a form for every one of the 18 message types', async () => {
    const types = (await messageOps()).map((op) => op.msgType);
    expect(new Set(types)).toEqual(new Set(MSG_TYPES));
  });

  it('turns each form’s typical input into messages the core definitions accept', async () => {
    for (const op of await messageOps()) {
      const msgs = await op.msgs(valuesFor(op), { account: ME, rest: null });
      expect(msgs.length, op.id).toBeGreaterThan(0);
      for (const msg of msgs) {
        expect(msg.type, op.id).toBe(op.msgType);
        expect(() => validateMsg(msg), `${op.id}: ${JSON.stringify(msg)}`).not.toThrow();
      }
    }
  });

  it('withdraws from every delegation when asked, reading them from the node', async () => {
    const op = (await messageOps()).find((candidate) => candidate.id === 'withdraw-rewards')!;
    const rest = {
      get: async (path: string) => ({
        result: path.includes(`/delegator/${ME}/delegations`)
          ? [{ 'con-account_address': CON }, { 'con-account_address': devAddress(3) }]
          : [],
      }),
    };
    const msgs = await op.msgs({ con: '', all: true }, { account: ME, rest });
    expect(msgs.map((msg) => msg.value['con-account_address'])).toEqual([CON, devAddress(3)]);
  });

  it('catches what it can before asking the wallet, naming the field', async () => {
    const units = (await load('units.js')) as { gtToNanogt(text: string, field?: string): string; coinFrom(a: string, d: string): unknown };
    expect(units.gtToNanogt('1.5')).toBe('1500000000');
    expect(units.gtToNanogt('0.000000001')).toBe('1');
    expect(units.coinFrom('7', 'PLAY-1X2')).toEqual({ denom: 'PLAY-1X2', amount: '7' });
    for (const bad of ['', '1.2345678901', '-1', '1e9', '0']) {
      expect(() => units.gtToNanogt(bad, 'amount'), bad).toThrow(expect.objectContaining({ code: 'local', data: { field: 'amount' } }));
    }
    const delegate = (await messageOps()).find((candidate) => candidate.id === 'delegate')!;
    expect(() => delegate.msgs({ con: '', amount: '1' }, { account: ME })).toThrow(
      expect.objectContaining({ code: 'local', data: { field: 'con' } }),
    );
  });
});
