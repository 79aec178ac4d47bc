// Collects what modules add to bank's rules (transfer checks, account fields), once per ledger.
import type { LedgerModule, ModuleHooks } from './types.js';

export function collectHooks(modules: readonly LedgerModule[]): ModuleHooks {
  return {
    transferChecks: modules.flatMap((module) => (module.transferCheck ? [module.transferCheck] : [])),
    accountFields: modules.flatMap((module) => (module.accountFields ? [module.accountFields] : [])),
  };
}
