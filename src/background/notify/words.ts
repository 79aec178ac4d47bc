// A notice in words, in the browser's language: the texts are the extension's own _locales messages
// (public/_locales/{en,zh_CN}/messages.json), read with chrome.i18n. Addresses and amounts only: no secret.
import { formatGT } from '../../core/amount';
import { shortAddress } from '../../core/address-forms';
import type { Coin } from '../../core/types';
import type { NoticeTopic } from './plan';
import english from '../../../public/_locales/en/messages.json';

/** The English text from the same catalogue, for the rare worker whose chrome.i18n answers '' (seen once in Chromium). */
function inEnglish(name: string, subs: string[]): string {
  const entry = (english as Record<string, { message: string } | undefined>)[name];
  return entry ? entry.message.replace(/\$P(\d)\$/g, (_all, n: string) => subs[Number(n) - 1] ?? '') : name;
}

const coinsText = (coins: Coin[]) =>
  coins.map((coin) => (coin.denom === 'NANOGT' ? `${formatGT(coin.amount)} GT` : `${coin.amount} ${coin.denom}`)).join(', ') || '—';
const short = (address: string) => (address ? shortAddress(address) : '—');
const shortHash = (hash: string) => {
  const hex = hash.replace(/^[A-Z]+-/, '');
  return hex.length > 16 ? `${hex.slice(0, 8)}…${hex.slice(-6)}` : hex;
};
const say = (name: string, subs: string[] = []) => chrome.i18n.getMessage(name, subs) || inEnglish(name, subs);

export function noticeWords(topic: NoticeTopic): { title: string; message: string } {
  switch (topic.kind) {
    case 'txIncluded':
      return { title: say('notifyTxIncludedTitle'), message: say('notifyTxIncluded', [shortHash(topic.txhash), topic.height ?? '—']) };
    case 'txFailed':
      return { title: say('notifyTxFailedTitle'), message: say('notifyTxFailed', [shortHash(topic.txhash), topic.height ?? '—']) };
    case 'incoming':
      return {
        title: say('notifyIncomingTitle'),
        message: say('notifyIncoming', [coinsText(topic.coins), short(topic.from), short(topic.to)]),
      };
    case 'unbonding':
      return {
        title: say('notifyUnbondingTitle'),
        message: say('notifyUnbonding', [`${formatGT(topic.amount)} GT`, short(topic.delegator)]),
      };
    case 'vaultOut':
      return {
        title: say('notifyVaultOutTitle'),
        message: say('notifyVaultOut', [
          coinsText(topic.coins),
          short(topic.vault),
          short(topic.to),
          String(topic.effectHeight),
          String(topic.blocksLeft),
        ]),
      };
    case 'guardian':
      return {
        title: say('notifyGuardianTitle'),
        message: say('notifyGuardian', [
          coinsText(topic.coins),
          short(topic.vault),
          short(topic.to),
          String(topic.effectHeight),
          String(topic.blocksLeft),
        ]),
      };
    case 'revokeSoon':
      return {
        title: say('notifyRevokeSoonTitle', [String(topic.blocksLeft)]),
        message: say('notifyRevokeSoon', [coinsText(topic.coins), short(topic.vault), String(topic.effectHeight)]),
      };
  }
}

export const revokeButtonText = () => say('notifyRevokeButton');
