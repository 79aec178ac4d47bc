// Answers to approved/rejected requests whose page connection was gone at that moment (worker
// restarted, port dropped); the content script asks for them again with `{resume: [ids]}`.
import type { PortMessage } from '../../shared/provider-api';
import { updateValue } from '../storage';

interface KeptResult {
  connKey: string;
  requestId: string;
  message: PortMessage;
  keptAt: number;
}

const RESULTS_KEY = 'approvals.results';
const KEEP_MS = 30 * 60_000;

export async function keepResult(connKey: string, requestId: string, message: PortMessage): Promise<void> {
  const now = Date.now();
  await updateValue<KeptResult[]>('session', RESULTS_KEY, [], (current) => [
    ...current.filter((entry) => now - entry.keptAt < KEEP_MS && !(entry.connKey === connKey && entry.requestId === requestId)),
    { connKey, requestId, message, keptAt: now },
  ]);
}

export async function takeResult(connKey: string, requestId: string): Promise<PortMessage | undefined> {
  let found: KeptResult | undefined;
  await updateValue<KeptResult[]>('session', RESULTS_KEY, [], (current) => {
    found = current.find((entry) => entry.connKey === connKey && entry.requestId === requestId);
    return found ? current.filter((entry) => entry !== found) : current;
  });
  return found?.message;
}
