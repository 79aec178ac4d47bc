// Turns a dApp's (or the popup's) tx request into the unsigned StdTx the person approves: messages
// validated once here, signer filled, fee/memo/valid_height defaults, signers mapped to accounts, warnings.
import * as v from 'valibot';
import { toGt1 } from '../../core/address';
import { CoreError } from '../../core/errors';
import { isMsgType, MSG_DEFINITIONS, validateMsg } from '../../core/messages/index';
import { signersOf, unsignedTxOf, validateFee, validateMemo, validateValidHeight } from '../../core/tx';
import { checkWindowBound, outflowsOf, reviewTx } from '../../core/tx-review';
import type { Coin, Msg, StdFee, StdTx } from '../../core/types';
import { ProviderErrorCode, SITE_ERROR_MESSAGES, type TxRequest } from '../../shared/provider-api';
import type { NetworkView } from '../../shared/wallet-api';
import type { TxWarning } from '../../shared/warnings';
import { chainConfig, clientFor } from '../chain';
import { txDefaults } from './defaults';
import { assertSignable } from '../chain/health';
import type { AccountRecord } from '../keyring';
import { invalidParams, notConnected, ProviderRpcError, withDetail } from '../rpc-errors';

export type TxRequestParams = v.InferOutput<ReturnType<typeof TxRequest>>;

export interface PreparedTx {
  tx: StdTx;
  signerIds: string[];
  warnings: TxWarning[];
}

interface RawTx {
  msgs: unknown[];
  fee?: StdFee;
  memo?: string;
  validHeight?: unknown;
  msgField: string;
  heightField: string;
}

function rawTxOf(params: TxRequestParams): RawTx {
  if ('msgs' in params)
    return {
      msgs: params.msgs,
      fee: params.fee,
      memo: params.memo,
      validHeight: params.validHeight,
      msgField: 'msgs',
      heightField: 'validHeight',
    };
  const value = params.value;
  if (Array.isArray(value.signatures) && value.signatures.length > 0) {
    throw invalidParams('This StdTx is already signed; send it with ledger_broadcastTx', 'value.signatures');
  }
  return {
    msgs: value.msg,
    fee: value.fee,
    memo: value.memo,
    validHeight: value.valid_height ?? undefined,
    msgField: 'value.msg',
    heightField: 'value.valid_height',
  };
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
    const field = (name: string | undefined) =>
      `${raw.msgField}[${index}]${name === undefined || name === 'msg' ? '' : name === 'type' ? '.type' : name === 'value' ? '.value' : `.value.${name}`}`;
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

/** A request checked without the node: messages validated, signers mapped, the fee, memo and window it gives checked. */
export interface CheckedTx {
  raw: RawTx;
  msgs: Msg[];
  signers: AccountRecord[];
  signerIds: string[];
}

/** A CoreError from building the tx, named by the request's own field. */
function fieldError(raw: RawTx, error: unknown): unknown {
  if (!(error instanceof CoreError)) return error;
  const field = error.field?.startsWith('valid_height') ? raw.heightField : raw.msgField === 'msgs' ? error.field : `value.${error.field}`;
  return invalidParams(error.message, field);
}

function buildTx(raw: RawTx, msgs: Msg[], fee: StdFee, validHeight: unknown): StdTx {
  try {
    const tx = unsignedTxOf({ msgs, fee, memo: raw.memo ?? '', validHeight: validHeight as [string, string] });
    checkWindowBound(tx.value.valid_height);
    return tx;
  } catch (error) {
    throw fieldError(raw, error);
  }
}

/** What needs no node: everything a bad request can be refused for, except the node being unreachable. */
export function checkTxRequest(params: TxRequestParams, accounts: AccountRecord[], options: { multisig?: boolean } = {}): CheckedTx {
  const signable = accounts.filter((account) => options.multisig === true || account.kind !== 'multisig');
  const raw = rawTxOf(params);
  const msgs = validateAll(raw, signable[0] ? toGt1(signable[0].address) : undefined);
  // The fields the request gives are checked now, in unsignedTxOf's order; the node fills the others later.
  if (raw.fee !== undefined && raw.validHeight !== undefined) buildTx(raw, msgs, raw.fee, raw.validHeight);
  else {
    try {
      if (msgs.length === 0) throw new CoreError('invalid_msgs', 'a transaction needs at least one message', 'msgs');
      if (raw.fee !== undefined) validateFee(raw.fee);
      validateMemo(raw.memo ?? '');
      if (raw.validHeight !== undefined) checkWindowBound(validateValidHeight(raw.validHeight));
    } catch (error) {
      throw fieldError(raw, error);
    }
  }
  const signerIds = signersOf(msgs).map((signer) => {
    const account = signable.find((candidate) => toGt1(candidate.address) === signer);
    if (!account) throw notConnected(`The transaction must be signed by ${signer}, which is not an account connected to this site`);
    return account.id;
  });
  return { raw, msgs, signerIds, signers: signerIds.map((id) => signable.find((account) => account.id === id)!) };
}

/** The node's part: fee and window defaults and the warnings' reads (latest height, balances), all at once. */
export async function completeTx(checked: CheckedTx, network: NetworkView, options: { warnings?: boolean } = {}): Promise<PreparedTx> {
  const { raw, msgs, signers, signerIds } = checked;
  const needsDefaults = raw.fee === undefined || raw.validHeight === undefined;
  const warn = options.warnings !== false;
  // Beside the reads: the endpoint in use must be on the network's chain (a cached check, usually).
  const signable = onTheChain(network);
  const defaultsRead = needsDefaults ? txDefaults(network) : undefined;
  // The warnings' reads start beside the defaults: the addresses that pay do not depend on the fee.
  const reads = warn ? warningReads(msgs, network, defaultsRead) : undefined;
  let defaults: Awaited<ReturnType<typeof txDefaults>> | undefined;
  if (defaultsRead) {
    try {
      defaults = await defaultsRead;
    } catch {
      await signable; // a node on another chain is the reason to give, when it is one
      throw new ProviderRpcError(
        ProviderErrorCode.internal,
        `The ledger node of ${network.name} (${network.restUrl}) cannot be reached to fill the fee and valid height`,
      );
    }
  }
  const tx = buildTx(raw, msgs, raw.fee ?? defaults!.fee, raw.validHeight ?? defaults!.validHeight);
  const warnings = reads ? txWarnings(tx, msgs, signers, network, await reads) : [];
  await signable;
  return { tx, signerIds, warnings };
}

/** Resolves when the network's endpoint may be signed for; a check that could not run refuses nothing. */
function onTheChain(network: NetworkView): Promise<void> {
  const checked = assertSignable(network, chainConfig.fetch).catch((error: unknown) => {
    // The check's words may quote the node: the site gets a fixed sentence, the person the details.
    if (error instanceof CoreError)
      throw withDetail(
        new ProviderRpcError(ProviderErrorCode.internal, SITE_ERROR_MESSAGES.notSignable, { code: error.code }),
        error.message,
      );
  });
  checked.catch(() => undefined); // awaited after the reads
  return checked;
}

/** `multisig`: tracked threshold accounts may be signers too (their members sign a bundle, src/background/multisig). */
export async function prepareTx(
  params: TxRequestParams,
  accounts: AccountRecord[],
  network: NetworkView,
  options: { warnings?: boolean; multisig?: boolean } = {},
): Promise<PreparedTx> {
  return completeTx(checkTxRequest(params, accounts, options), network, options);
}

interface WarningReads {
  latestHeight: bigint | undefined;
  balances: Map<string, Coin[] | null>;
}

/** The latest height (the defaults' when they are read) and the balance of every address that pays; a failed read is null. */
async function warningReads(
  msgs: Msg[],
  network: NetworkView,
  defaultsRead: Promise<{ latestHeight: string }> | undefined,
): Promise<WarningReads> {
  const client = clientFor(network);
  const addresses = [...outflowsOf(msgs, []).keys()];
  const [latestHeight, coins] = await Promise.all([
    (defaultsRead ?? client.getLatestBlock().then((block) => ({ latestHeight: block.height }))).then(
      ({ latestHeight }) => BigInt(latestHeight),
      () => undefined,
    ),
    Promise.all(
      addresses.map((address) =>
        client.getBalance(address).then(
          (answer) => answer.result,
          () => null,
        ),
      ),
    ),
  ]);
  return { latestHeight, balances: new Map(addresses.map((address, index) => [address, coins[index]!])) };
}

/** Problems worth showing before signing (core/tx-review.ts); a check that could not run says so instead of failing. */
function txWarnings(tx: StdTx, msgs: Msg[], signers: AccountRecord[], network: NetworkView, reads: WarningReads): TxWarning[] {
  const warnings: TxWarning[] = [];
  const names = new Map(signers.map((account) => [toGt1(account.address), account.name]));
  if (reads.latestHeight === undefined) warnings.push({ code: 'windowUnchecked', params: { node: network.restUrl } });
  const balances = new Map<string, Coin[]>();
  for (const address of outflowsOf(msgs, tx.value.fee.amount).keys()) {
    const coins = reads.balances.get(address);
    if (coins) balances.set(address, coins);
    else warnings.push({ code: 'balanceUnchecked', params: { account: names.get(address) ?? address } });
  }
  const notes = reviewTx(tx, { balances, names, ...(reads.latestHeight !== undefined ? { latestHeight: reads.latestHeight } : {}) });
  return [...notes.map(({ code, params }) => ({ code, params }) as TxWarning), ...warnings];
}

/** The approved tx with the person's edited fee and memo, both validated; its messages are prepareTx's, normalised already. */
export function withEdits(tx: StdTx, edits: { fee?: StdFee; memo?: string }): StdTx {
  return unsignedTxOf({
    msgs: tx.value.msg,
    fee: edits.fee ?? tx.value.fee,
    memo: edits.memo ?? tx.value.memo,
    validHeight: tx.value.valid_height,
  });
}
