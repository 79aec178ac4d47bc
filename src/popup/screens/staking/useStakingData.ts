// Everything the staking screens read for one delegator, each with its own loading/error state.
import { NANOGT } from '../../../core/amount';
import { useAsync } from '../../hooks/data';
import { ledger } from '../../lib/ledger';
import { amountOf } from '../../lib/format';

export function useStakingData(address: string, networkId: string) {
  const conAccounts = useAsync(() => ledger.conAccounts(), [networkId]);
  const delegations = useAsync(() => ledger.delegations(address), [address, networkId]);
  const rewards = useAsync(() => ledger.rewards(address), [address, networkId]);
  const undelegations = useAsync(() => ledger.undelegations(address), [address, networkId]);
  const redelegations = useAsync(() => ledger.redelegations(address), [address, networkId]);
  const params = useAsync(() => ledger.stakingParams(), [networkId]);
  const balance = useAsync(() => ledger.balance(address), [address, networkId]);
  const reloadAccount = () => {
    delegations.reload();
    rewards.reload();
    undelegations.reload();
    redelegations.reload();
    balance.reload();
  };
  return {
    conAccounts,
    delegations,
    rewards,
    undelegations,
    redelegations,
    params,
    balance,
    gtBalance: amountOf(balance.data ?? [], NANOGT),
    maxEntries: typeof params.data?.max_entries === 'number' && params.data.max_entries > 0 ? params.data.max_entries : 7,
    reloadAccount,
    reloadAll: () => {
      conAccounts.reload();
      params.reload();
      reloadAccount();
    },
  };
}

export type StakingData = ReturnType<typeof useStakingData>;
