// A tx's JSON text, made once: the block log writes it and the broadcast answer carries it again.
import type { StdTx } from '../../core/types';

const texts = new WeakMap<StdTx, string>();

/** JSON.stringify(tx), remembered for as long as the tx object lives (txs are never changed once checked). */
export function txJson(tx: StdTx): string {
  let text = texts.get(tx);
  if (text === undefined) {
    text = JSON.stringify(tx);
    texts.set(tx, text);
  }
  return text;
}
