// Collects what modules add to each other's rules (bank's transfers and accounts, staking's delegations), once per ledger.
import type { LedgerModule, ModuleHooks } from './types';

export function collectHooks(modules: readonly LedgerModule[]): ModuleHooks {
  return {
    transferChecks: modules.flatMap((module) => (module.transferCheck ? [module.transferCheck] : [])),
    accountFields: modules.flatMap((module) => (module.accountFields ? [module.accountFields] : [])),
    staking: modules.flatMap((module) => (module.stakingHooks ? [module.stakingHooks] : [])),
  };
}
