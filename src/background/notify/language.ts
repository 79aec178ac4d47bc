// The language notices are worded in: the one the popup shows, as the popup told it
// (wallet_setLanguage); 'auto' until then (chrome.i18n's). A reset keeps it, as the popup keeps its own.
// Apart from ./store.ts so that the worker's start file, which answers the popup, carries only this.
import type { NoticeLanguage } from '../../shared/wallet-api';
import { readValue, writeValue } from '../storage';

const LANGUAGE_KEY = 'notify.language';

export function noticeLanguage(): Promise<NoticeLanguage> {
  return readValue<NoticeLanguage>('local', LANGUAGE_KEY, 'auto');
}

export async function setNoticeLanguage(language: NoticeLanguage): Promise<void> {
  if ((await noticeLanguage()) !== language) await writeValue('local', LANGUAGE_KEY, language);
}
