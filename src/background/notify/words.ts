// A notice in words, in the language the person chose in the popup's Settings, else the browser's: the
// texts are the extension's own _locales messages (public/_locales/{en,zh_CN}/messages.json), read from
// the chosen catalogue or with chrome.i18n. Addresses and amounts only: no secret.
import { formatGT } from '../../core/amount';
import { shortAddress } from '../../core/address-forms';
import type { Coin } from '../../core/types';
import type { NoticeTopic } from './plan';
import type { NoticeLanguage } from '../../shared/wallet-api';
import english from '../../../public/_locales/en/messages.json';
import chinese from '../../../public/_locales/zh_CN/messages.json';

type Catalogue = Record<string, { message: string } | undefined>;

/** The text of `name` in a catalogue, its $P1$… filled. */
function fromCatalogue(catalogue: Catalogue, name: string, subs: string[]): string | undefined {
  return catalogue[name]?.message.replace(/\$P(\d)\$/g, (_all, n: string) => subs[Number(n) - 1] ?? '');
}

const coinsText = (coins: Coin[]) =>
  coins.map((coin) => (coin.denom === 'NANOGT' ? `${formatGT(coin.amount)} GT` : `${coin.amount} ${coin.denom}`)).join(', ') || '—';
const short = (address: string) => (address ? shortAddress(address) : '—');
const shortHash = (hash: string) => {
  const hex = hash.replace(/^[A-Z]+-/, '');
  return hex.length > 16 ? `${hex.slice(0, 8)}…${hex.slice(-6)}` : hex;
};
/** A text in `language`; 'auto' asks chrome.i18n (the browser's), falling back to English for the rare
 *  worker whose chrome.i18n answers '' (seen once in Chromium). */
function sayIn(language: NoticeLanguage, name: string, subs: string[] = []): string {
  if (language === 'zh-CN') return fromCatalogue(chinese, name, subs) ?? fromCatalogue(english, name, subs) ?? name;
  if (language === 'auto') {
    const browser = chrome.i18n.getMessage(name, subs);
    if (browser) return browser;
  }
  return fromCatalogue(english, name, subs) ?? name;
}

export function noticeWords(topic: NoticeTopic, language: NoticeLanguage): { title: string; message: string } {
  const say = (name: string, subs: string[] = []) => sayIn(language, name, subs);
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

export const revokeButtonText = (language: NoticeLanguage) => sayIn(language, 'notifyRevokeButton');
