// Reading blocks and foundation records for display. Pure.
import type { CommitteeInfo } from '../../../core/rest/types';
import { percentText, toDec18 } from '../../lib/format';

/** The `singleCommitteePower` entry of a committee list, or null when there is none. */
export function committeePower(info: unknown): string | null {
  if (!Array.isArray(info)) return null;
  for (const item of info as CommitteeInfo) {
    if (item && typeof item === 'object' && typeof item.singleCommitteePower === 'string') return item.singleCommitteePower;
  }
  return null;
}

/** The consensus-account addresses of a committee list. */
export function committeeMembers(info: unknown): string[] {
  return Array.isArray(info) ? info.filter((item): item is string => typeof item === 'string') : [];
}

/** A foundation proportion: '0.25' → '25%'; a whole number or percent text is shown as it is. */
export function proportionText(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '—';
  const text = value.trim();
  if (text.endsWith('%')) return text;
  const scaled = toDec18(text);
  if (scaled > 0n && scaled <= 10n ** 18n && text.includes('.')) return percentText(text);
  return text;
}

/** Height typed into the block lookup: a whole number >= 1. */
export function parseHeight(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}
