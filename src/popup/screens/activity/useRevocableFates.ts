// The node's word on each revocable send in the list (revocable, revoked by which tx, or final),
// asked once for every one and again as blocks pass until it is settled.
import { useEffect, useState } from 'preact/hooks';
import type { RevocableStatus } from '../../../core/rest/types';
import { revocableFate, type ActivityRow, type RevocableFate } from '../../lib/activity';
import { ledger } from '../../lib/ledger';

export function useRevocableFates(rows: ActivityRow[] | null, height: number | null): (row: ActivityRow) => RevocableFate | undefined {
  const [statuses, setStatuses] = useState<ReadonlyMap<string, RevocableStatus | null>>(new Map());
  const open = (rows ?? []).filter((row) => {
    const fate = revocableFate(row, statuses.get(row.txhash), height);
    return fate?.kind === 'revocable' || fate?.kind === 'checking';
  });
  const key = open.map((row) => row.txhash).join(',');
  useEffect(() => {
    if (open.length === 0) return;
    let live = true;
    // A read that fails (not "no such entry", which answers null) leaves the row as it was: a passed
    // window read from a failed answer could hide a revoke, so it is asked again at the next block.
    void Promise.all(
      open.map(async (row) => {
        try {
          return [[row.txhash, await ledger.revocableStatus(row.txhash)] as const];
        } catch {
          return [];
        }
      }),
    ).then((answers) => {
      if (live) setStatuses((previous) => new Map([...previous, ...answers.flat()]));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the open rows (`open` is a fresh array each render)
  }, [key, height]);
  return (row) => revocableFate(row, statuses.get(row.txhash), height);
}
