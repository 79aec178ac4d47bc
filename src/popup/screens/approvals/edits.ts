// What the person changed or must be told on a tx approval (fee, memo, what blocks Approve), passed
// from the tx view up to the approval screen.
import type { StdFee } from '../../../core/types';
import type { TxWarning } from '../../../shared/warnings';

export interface ApprovalEdits { fee?: StdFee; memo?: string; blocked?: string | null; warnings?: TxWarning[]; shown?: string }
