// Compile-time check that packages/provider-types (what dApps install) says exactly what the
// wallet's own definition says. `npm run typecheck` fails on any drift: a method, param, result,
// event, error code or its data, or message type or field added, removed or changed on one side only.
// The wallet's own answers `satisfies` ProviderResults where it makes them (background/provider/
// pipeline.ts, execute.ts), so these results are what the wallet returns.
import type * as Pkg from '../../packages/provider-types';
import type { MsgInput, MsgInputOf, MsgType } from '../../src/core/messages';
import type { SignedMessage } from '../../src/core/signMessage';
import type { verifySignIn } from '../../src/core/signIn';
import type { StdTx } from '../../src/core/types';
import type {
  LedgerProvider,
  MultisigSignResult,
  ProviderAccount,
  ProviderError,
  ProviderErrorCode,
  ProviderErrorData,
  ProviderEvent,
  ProviderEventData,
  ProviderMethod,
  ProviderNetwork,
  ProviderParams,
  ProviderResults,
  WaitForTxResult,
} from '../../src/shared/provider-api';
import type { TxResult } from '../../src/shared/wallet-api';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;
type AllSame<T extends Record<string, boolean>> = false extends T[keyof T] ? false : true;

export type Checks = [
  Check<Same<Pkg.ProviderMethod, ProviderMethod>>,
  Check<AllSame<{ [M in ProviderMethod]: Same<Pkg.ProviderParams[M], ProviderParams<M>> }>>,
  Check<AllSame<{ [M in ProviderMethod]: Same<Pkg.ProviderResults[M], ProviderResults[M]> }>>,
  Check<Same<Pkg.ProviderEvent, ProviderEvent>>,
  Check<AllSame<{ [E in ProviderEvent]: Same<Pkg.ProviderEventData[E], ProviderEventData[E]> }>>,
  Check<Same<Pkg.ProviderErrorCodes, { -readonly [K in keyof typeof ProviderErrorCode]: (typeof ProviderErrorCode)[K] }>>,
  Check<Same<Pkg.MsgType, MsgType>>,
  Check<AllSame<{ [T in MsgType]: Same<Pkg.MsgValues[T], MsgInputOf<T>> }>>,
  Check<AllSame<{ [T in MsgType]: Same<keyof Pkg.MsgValues[T], keyof MsgInputOf<T>> }>>,
  Check<Same<Pkg.LedgerMsg, MsgInput>>,
  Check<Same<Pkg.MultisigSignResult, MultisigSignResult>>,
  Check<Same<Pkg.ProviderErrorData, ProviderErrorData>>,
  Check<Same<Pkg.ProviderError, ProviderError>>,
  Check<Same<Pkg.ProviderError['code'], Pkg.ProviderErrorCode>>,
  Check<Same<Pkg.StdTx, StdTx>>,
  Check<Same<Pkg.Account, ProviderAccount>>,
  Check<Same<Pkg.Network, ProviderNetwork>>,
  Check<Same<Pkg.TxResult, TxResult>>,
  Check<Same<Pkg.WaitForTxResult, WaitForTxResult>>,
  Check<Same<Pkg.SignedMessage, SignedMessage>>,
  Check<Same<Pkg.VerifySignIn, typeof verifySignIn>>,
  Check<Same<Pkg.LedgerProvider['isVaultline'], LedgerProvider['isVaultline']>>,
];

// The package README's example compiles as written (window.ledger is declared by the package).
export async function readmeExample(): Promise<void> {
  const ledger = window.ledger;
  const accounts = await ledger?.request({ method: 'ledger_requestAccounts' });
  const from = accounts![0]!.address;
  const msgs: Pkg.LedgerMsg[] = [
    { type: 'MsgSend', value: { from_address: from, to_address: 'gt1…', amount: [{ denom: 'NANOGT', amount: '1000000000' }] } },
  ];
  try {
    const sent = await ledger?.request({ method: 'ledger_sendTx', params: { msgs } });
    console.log(sent?.height);
  } catch (error) {
    const failure = error as Pkg.ProviderRpcError;
    if (failure.code === -32602) console.log('wrong field:', failure.data?.field);
    if (failure.code === 4001) console.log('the person rejected it');
  }
  ledger?.on('accountsChanged', (changed) => console.log(changed.map((account) => account.address)));
}
