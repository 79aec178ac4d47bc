import { describe, expect, it } from 'vitest';
import { escapeNonAscii } from '../../scripts/ascii-only';

describe('escapeNonAscii', () => {
  it('leaves only ASCII, and the code means the same', () => {
    const code = 'export const words = ["Reading balance…", `あいこくしん　x`, String(/→|😀/.test("a😀")), "plain"];';
    const escaped = escapeNonAscii(code);
    expect(escaped).toMatch(/^[\x00-\x7f]*$/);
    const run = (text: string) => new Function(text.replace('export const words =', 'return'))() as string[];
    expect(run(escaped)).toEqual(run(code));
    expect(run(escaped)[0]).toBe('Reading balance…');
  });
});
