// A copied phrase or key leaves the clipboard a minute later, unless something else was copied since.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copySecret, SECRET_CLIPBOARD_MS } from '../../../src/popup/lib/clipboard';

function fakeClipboard(readable = true) {
  const board = { text: '' };
  return {
    board,
    readText: vi.fn(async () => {
      if (!readable) throw new DOMException('denied', 'NotAllowedError');
      return board.text;
    }),
    writeText: vi.fn(async (text: string) => {
      board.text = text;
    }),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('copySecret', () => {
  it('clears the clipboard a minute after, not before', async () => {
    const clipboard = fakeClipboard();
    await copySecret('monitor flock loyal', clipboard);
    expect(clipboard.board.text).toBe('monitor flock loyal');
    await vi.advanceTimersByTimeAsync(SECRET_CLIPBOARD_MS - 1);
    expect(clipboard.board.text).toBe('monitor flock loyal');
    await vi.advanceTimersByTimeAsync(1);
    expect(clipboard.board.text).toBe('');
  });

  it('leaves what the person copied since', async () => {
    const clipboard = fakeClipboard();
    await copySecret('monitor flock loyal', clipboard);
    clipboard.board.text = 'an address copied later';
    await vi.advanceTimersByTimeAsync(SECRET_CLIPBOARD_MS);
    expect(clipboard.board.text).toBe('an address copied later');
  });

  it('clears anyway where the clipboard cannot be read', async () => {
    const clipboard = fakeClipboard(false);
    await copySecret('monitor flock loyal', clipboard);
    await vi.advanceTimersByTimeAsync(SECRET_CLIPBOARD_MS);
    expect(clipboard.board.text).toBe('');
  });
});
