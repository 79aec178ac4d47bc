// Turns a dApp's (or the popup's) tx request into the unsigned StdTx the person approves: messages
// validated once here, signer filled, fee/memo/valid_height defaults, signers mapped to accounts, warnings.
import * as v from 'valibot';
import { toGt1 } from '../../core/address.js';
import { CoreError } from '../../core/errors.js';
import { isMsgType, MSG_DEFINITIONS, validateMsg } from '../../core/messages/index.js';
import { signersOf, unsignedTxOf } from '../../core/tx.js';
import { checkWindowBound, outflowsOf, reviewTx } from '../../core/tx-review.js';
import type { Coin, Msg, StdFee, StdTx } from '../../core/types';
import { ProviderErrorCode, type TxRequest } from '../../shared/provider-api';
import type { NetworkView } from '../../shared/wallet-api';
import type { TxWarning } from '../../shared/warnings';
import { clientFor, txDefaults } from '../chain';
import type { AccountRecord } from '../keyring';
import { invalidParams, notConnected, ProviderRpcError } from '../rpc-errors';

export type TxRequestParams = v.InferOutput<typeof TxRequest>;

export interface PreparedTx { tx: StdTx; signerIds: string[]; warnings: TxWarning[] }

interface RawTx { msgs: unknown[]; fee?: StdFee; memo?: string; validHeight?: unknown; msgField: string; heightField: string }

function rawTxOf(params: TxRequestParams): RawTx {
  if ('msgs' in params) return { msgs: params.msgs, fee: params.fee, memo: params.memo, validHeight: params.validHeight, msgField: 'msgs', heightField: 'validHeight' };
  const value = params.value;
  if (Array.isArray(value.signatures) && value.signatures.length > 0) {
    throw invalidParams('This StdTx is already signed; send it with ledger_broadcastTx', 'value.signatures');
  }
  return { msgs: value.msg, fee: value.fee, memo: value.memo, validHeight: value.valid_height ?? undefined, msgField: 'value.msg', heightField: 'value.valid_height' };
}

/** The first field of every message definition is its signer: fill it with the default account when absent. */
function withSigner(msg: unknown, signer: string | undefined): unknown {
  if (signer === undefined || typeof msg !== 'object' || msg === null) return msg;
  const { type, value } = msg as { type?: unknown; value?: unknown };
  if (!isMsgType(type) || typeof value !== 'object' || value === null) return msg;
  const first = MSG_DEFINITIONS[type].fields[0];
  if (!first || first.kind !== 'address' || (value as Record<string, unknown>)[first.name] !== undefined) return msg;
  return { type, value: { [first.name]: signer, ...(value as Record<string, unknown>) } };
}

function validateAll(raw: RawTx, defaultSigner: string | undefined): Msg[] {
  return raw.msgs.map((msg, index) => {
    const field = (name: string | undefined) => `${raw.msgField}[${index}]${name === undefined || name === 'msg' ? '' : name === 'type' ? '.type' : name === 'value' ? '.value' : `.value.${name}`}`;
    try {
      return validateMsg(withSigner(msg, defaultSigner));
    } catch (error) {
      if (error instanceof CoreError) throw invalidParams(`${raw.msgField}[${index}]: ${error.message}`, field(error.field));
      throw error;
    }
  });
}

/** A signed tx's messages checked like a request's, so a bad one is named instead of failing as a bad signature. */
export function checkSignedMsgs(tx: StdTx): void {
  validateAll({ msgs: tx.value.msg, msgField: 'value.msg', heightField: 'value.valid_height' }, undefined);
}

/** `multisig`: tracked threshold accounts may be signers too (their members sign a bundle, src/background/multisig). */
export async function prepareTx(params: TxRequestParams, accounts: AccountRecord[], network: NetworkView, options: { warnings?: boolean; multisig?: boolean } = {}): Promise<PreparedTx> {
  const signable = accounts.filter((account) => options.multisig === true || account.kind !== 'multisig');
  const raw = rawTxOf(params);
  const msgs = validateAll(raw, signable[0] ? toGt1(signable[0].address) : undefined);
  let defaults: Awaited<ReturnType<typeof txDefaults>> | undefined;
  if (raw.fee === undefined || raw.validHeight === undefined) {
    try {
      defaults = await txDefaults(network);
    } catch {
      throw new ProviderRpcError(ProviderErrorCode.internal, `The ledger node of ${network.name} (${network.restUrl}) cannot be reached to fill the fee and valid height`);
    }
  }
  let tx: StdTx;
  try {
    tx = unsignedTxOf({ msgs, fee: raw.fee ?? defaults!.fee, memo: raw.memo ?? '', validHeight: (raw.validHeight ?? defaults!.validHeight) as [string, string] });
    checkWindowBound(tx.value.valid_height);
  } catch (error) {
    if (error instanceof CoreError) {
      const field = error.field?.startsWith('valid_height') ? raw.heightField : raw.msgField === 'msgs' ? error.field : `value.${error.field}`;
      throw invalidParams(error.message, field);
    }
    throw error;
  }
  const signerIds = signersOf(msgs).map((signer) => {
    const account = signable.find((candidate) => toGt1(candidate.address) === signer);
    if (!account) throw notConnected(`The transaction must be signed by ${signer}, which is not an account connected to this site`);
    return account.id;
  });
  const signers = signerIds.map((id) => signable.find((account) => account.id === id)!);
  return { tx, signerIds, warnings: options.warnings === false ? [] : await txWarnings(tx, msgs, signers, network, defaults?.latestHeight) };
}

/** Problems worth showing before signing (core/tx-review.ts); a check that cannot run says so instead of failing. */
async function txWarnings(tx: StdTx, msgs: Msg[], signers: AccountRecord[], network: NetworkView, knownLatestHeight?: string): Promise<TxWarning[]> {
  const warnings: TxWarning[] = [];
  const client = clientFor(network);
  const names = new Map(signers.map((account) => [toGt1(account.address), account.name]));
  let latestHeight: bigint | undefined;
  try {
    latestHeight = BigInt(knownLatestHeight ?? (await client.getLatestBlock()).height);
  } catch {
    warnings.push({ code: 'windowUnchecked', params: { node: network.restUrl } });
  }
  const balances = new Map<string, Coin[]>();
  for (const address of outflowsOf(msgs, tx.value.fee.amount).keys()) {
    try {
      balances.set(address, (await client.getBalance(address)).result);
    } catch {
      warnings.push({ code: 'balanceUnchecked', params: { account: names.get(address) ?? address } });
    }
  }
  const notes = reviewTx(tx, { balances, names, ...(latestHeight !== undefined ? { latestHeight } : {}) });
  return [...notes.map(({ code, params }) => ({ code, params }) as TxWarning), ...warnings];
}

/** The approved tx with the person's edited fee and memo, both validated; its messages are prepareTx's, normalised already. */
export function withEdits(tx: StdTx, edits: { fee?: StdFee; memo?: string }): StdTx {
  return unsignedTxOf({ msgs: tx.value.msg, fee: edits.fee ?? tx.value.fee, memo: edits.memo ?? tx.value.memo, validHeight: tx.value.valid_height });
}
