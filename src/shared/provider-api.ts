// The one definition of the dApp contract: `window.ledger.request({method, params})`.
// inpage and content only move these envelopes; the background validates `params` with these
// schemas and takes the origin from the port's sender, never from the envelope.
import * as v from 'valibot';
import { built, builtTable } from '../core/built';
import type { MsgInput } from '../core/messages';
import type { SignedMessage } from '../core/signMessage';
import { MAX_SIGN_IN_SECONDS, MAX_STATEMENT_CHARS, MIN_SIGN_IN_SECONDS, SIGN_IN_NONCE } from '../core/sign-in-limits';
import type { StdTx } from '../core/types';
import { ChainIdSchema, FeeSchema, MemoSchema, MsgSchema, NetworkInputSchema, type TxResult } from './wallet-api';
import type { ProviderEvent } from './provider-wire';
export * from './provider-wire';

const Str = built(() => v.string());
const HeightStr = built(() => v.pipe(Str(), v.regex(/^[0-9]{1,19}$/, 'valid height must be an integer string')));
const MsgList = built(() => v.pipe(v.array(MsgSchema()), v.minLength(1, 'msgs must not be empty'), v.maxLength(16)));
/** "none": omitted, [] or {}. */
const NoParams = built(() => v.optional(v.union([v.array(v.unknown()), v.object({})])));

/** Either a list of messages with optional tx fields, or an unsigned StdTx as a build endpoint returns it. */
export const TxRequest = built(() =>
  v.union([
    v.object({
      msgs: MsgList(),
      fee: v.optional(FeeSchema()),
      memo: v.optional(MemoSchema()),
      validHeight: v.optional(v.tuple([HeightStr(), HeightStr()])),
    }),
    v.object({
      type: v.literal('StdTx'),
      value: v.looseObject({
        msg: MsgList(),
        fee: v.optional(FeeSchema()),
        memo: v.optional(Str()),
        valid_height: v.optional(v.nullable(v.unknown())),
        nonces: v.optional(v.unknown()),
        signatures: v.optional(v.unknown()),
      }),
    }),
  ]),
);

// Kept once built: pages ask at every request, and each method's schema is small.
export const providerMethods = builtTable(
  {
    ledger_requestAccounts: () => NoParams(),
    ledger_accounts: () => NoParams(),
    ledger_chainId: () => NoParams(),
    ledger_getNetwork: () => NoParams(),
    ledger_signTx: () => TxRequest(),
    ledger_sendTx: () => TxRequest(),
    ledger_broadcastTx: () =>
      v.object({
        type: v.literal('StdTx'),
        value: v.looseObject({ msg: v.array(MsgSchema()), signatures: v.pipe(v.array(v.unknown()), v.minLength(1)) }),
      }),
    /** Partial-signature bundles of one multisig tx (from ledger_signTx and its members) → the signed StdTx. */
    ledger_combineMultisig: () =>
      v.object({ bundles: v.pipe(v.array(v.pipe(Str(), v.minLength(1), v.maxLength(64_000))), v.minLength(1), v.maxLength(16)) }),
    /** `data`: a UTF-8 string, or `0x`-prefixed hex bytes. */
    ledger_signMessage: () => v.object({ data: v.pipe(Str(), v.maxLength(65536)), address: v.optional(Str()) }),
    /** A sign-in for this site: the wallet adds the origin, chain id and times (docs/provider.md). */
    ledger_signIn: () =>
      v.object({
        nonce: v.pipe(Str(), v.regex(SIGN_IN_NONCE, 'nonce must be 8 to 128 letters, digits or -._~')),
        statement: v.optional(
          v.pipe(
            Str(),
            v.maxLength(MAX_STATEMENT_CHARS),
            v.regex(/^[^\p{Cc}\p{Cf}\u2028\u2029]*$/u, 'statement must be one line of visible text'),
          ),
        ),
        address: v.optional(Str()),
        expiresInSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(MIN_SIGN_IN_SECONDS), v.maxValue(MAX_SIGN_IN_SECONDS))),
      }),
    ledger_addNetwork: () => NetworkInputSchema(),
    ledger_switchNetwork: () => v.object({ chainId: ChainIdSchema() }),
    ledger_disconnect: () => NoParams(),
    /** Follows a tx this wallet sent for the site to inclusion (docs/provider.md). */
    ledger_waitForTx: () =>
      v.object({
        txhash: v.pipe(Str(), v.regex(/^(?:[A-Z_]+-)?[0-9a-fA-F]{96}$/, 'txhash must be a tx hash as ledger_sendTx answered it')),
        timeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(600_000))),
      }),
  },
  true,
);

export type ProviderMethod = keyof typeof providerMethods;
export const PROVIDER_METHODS = Object.keys(providerMethods) as ProviderMethod[];

export interface ProviderAccount {
  address: string;
  publicKey: string;
  name: string;
}
export interface ProviderNetwork {
  chainId: string;
  name: string;
  restUrl: string;
}

/** ledger_waitForTx's answer: a block included the tx; `failed` when its messages failed there (fee paid). */
export type WaitForTxResult =
  { status: 'included'; txhash: string; height: string } | { status: 'failed'; txhash: string; height: string; reason: string };

/**
 * The fixed sentences a site gets where the wallet's own details would carry a node's or another
 * service's words (docs/provider.md, "Requests and errors"); the person sees the details in Vaultline.
 */
export const SITE_ERROR_MESSAGES = {
  nodeUnreachable: 'The ledger node could not be reached',
  nodeUnexpected: 'The ledger node answered something unexpected',
  nodeRefused: 'The ledger node refused the request',
  nodeUncertain: 'The ledger node did not answer clearly; the transaction may still be included (see Activity in Vaultline)',
  addNetworkFailed: 'Vaultline could not add this network; it showed the person why',
  switchNetworkFailed: 'Vaultline could not switch to this network; it showed the person why',
  notSignable:
    'Vaultline will not sign for this network: its node is on another chain or is not a GT ledger node (Vaultline shows the person why)',
  txUnconfirmed:
    'The node claims a block includes this transaction, but its record does not prove it; Vaultline does not count it as included',
} as const;

/** The schema's loose `{type, value}` messages (`msgs`, or a StdTx's `msg`) as the ledger's typed messages. */
type TypedMsgs<P> = { [K in keyof P]: K extends 'msgs' | 'msg' ? MsgInput[] : K extends 'value' ? TypedMsgs<P[K]> : P[K] };
type TxMethod = 'ledger_signTx' | 'ledger_sendTx' | 'ledger_broadcastTx';

/** What a dApp may pass as each method's params (before the wallet normalises them). */
export type ProviderParams<M extends ProviderMethod> = M extends TxMethod
  ? TypedMsgs<v.InferInput<(typeof providerMethods)[M]>>
  : v.InferInput<(typeof providerMethods)[M]>;

/** ledger_signTx's answer when the signer is a multisig account: a partial-signature bundle its members complete. */
export interface MultisigSignResult {
  bundle: string;
  address: string;
  threshold: number;
  signatures: number;
  ready: boolean;
}

/** What each method resolves with (docs/provider.md, "Methods"). */
export interface ProviderResults {
  ledger_requestAccounts: ProviderAccount[];
  /** `[]` when the site is not connected or the wallet is locked. */
  ledger_accounts: ProviderAccount[];
  ledger_chainId: string;
  /** Only `{chainId}` when the site is not connected. */
  ledger_getNetwork: ProviderNetwork | { chainId: string };
  /** A multisig signer's answer is a bundle (MultisigSignResult), every other signer's the signed StdTx. */
  ledger_signTx: StdTx | MultisigSignResult;
  /** The node accepted the tx (height "0" until a block includes it; see ledger_waitForTx). */
  ledger_sendTx: TxResult;
  ledger_broadcastTx: TxResult;
  ledger_combineMultisig: StdTx;
  ledger_signMessage: SignedMessage;
  /** `signedDoc` is a sign-in document (verifySignIn). */
  ledger_signIn: SignedMessage;
  ledger_addNetwork: null;
  ledger_switchNetwork: null;
  ledger_disconnect: null;
  ledger_waitForTx: WaitForTxResult;
}

/** The data each event's listeners receive. */
export interface ProviderEventData {
  connect: { chainId: string };
  disconnect: { code: number; message: string };
  accountsChanged: ProviderAccount[];
  networkChanged: ProviderNetwork;
}

/** `window.ledger`, as dApps see it. */
export interface LedgerProvider {
  readonly isVaultline: true;
  request<M extends ProviderMethod>(args: { method: M; params?: ProviderParams<M> }): Promise<ProviderResults[M]>;
  on<E extends ProviderEvent>(event: E, listener: (data: ProviderEventData[E]) => void): LedgerProvider;
  removeListener<E extends ProviderEvent>(event: E, listener: (data: ProviderEventData[E]) => void): LedgerProvider;
}
