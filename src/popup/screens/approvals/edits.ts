// What the person changed or must be told on an approval (a tx's fee and memo, a connection's accounts,
// what blocks Approve), passed from the request's view up to the approval screen.
import type { StdFee } from '../../../core/types';
import type { TxWarning } from '../../../shared/warnings';

export interface ApprovalEdits {
  fee?: StdFee;
  memo?: string;
  accountIds?: string[];
  blocked?: string | null;
  warnings?: TxWarning[];
  shown?: string;
}
