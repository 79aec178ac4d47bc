// docs/provider.md's message table states each type's group, signer and fields: it must say what
// src/core/messages defines.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addressFromPublicKey } from '../../src/core/address';
import { MSG_DEFINITIONS, MSG_TYPES, type MsgDefinition } from '../../src/core/messages/index';

const doc = readFileSync(new URL('../../docs/provider.md', import.meta.url), 'utf8');
/** A Markdown table row's cells, trimmed (a formatter may pad them to line the columns up). */
const cells = (line: string): string[] =>
  line
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
/** The table whose header is `| type | group | signer | fields |`, up to its first non-table line. */
const lines = doc.split('\n');
const header = lines.findIndex((line) => line.startsWith('|') && cells(line).join(' ') === 'type group signer fields');
const table = lines.slice(
  header + 1,
  lines.findIndex((line, i) => i > header && !line.startsWith('|')),
);

interface Row {
  type: string;
  group: string;
  signer: string;
  fields: string[];
}

/** `| \`Type\` | group | \`signer\` | \`a\`, \`b\` (note, with commas), … |` rows of the table. */
function tableRows(): Row[] {
  return table.flatMap((line) => {
    const [typeCell = '', group = '', signerCell = '', fields = ''] = cells(line);
    const type = /^`(\w+)`$/.exec(typeCell)?.[1];
    const signer = /^`([\w-]+)`$/.exec(signerCell)?.[1];
    if (!type || !signer || !/^\w+$/.test(group)) return [];
    return [
      {
        type,
        group,
        signer,
        // A field is named first in its item; notes in parentheses may hold commas and backticks.
        fields: fields
          .replace(/\([^()]*\)/g, '')
          .split(',')
          .map((item) => /`([\w-]+)`/.exec(item)?.[1] ?? item.trim()),
      },
    ];
  });
}

/** The address field whose value the definition reports as the signer. */
function signerField(def: MsgDefinition): string {
  const value: Record<string, unknown> = {};
  const byAddress = new Map<string, string>();
  def.fields.forEach((field, i) => {
    const address = addressFromPublicKey(new Uint8Array(32).fill(i + 1), 'gt1');
    value[field.name] = field.kind === 'addressList' ? [address] : address;
    byAddress.set(address, field.name);
  });
  const [signer] = def.signers(value);
  return byAddress.get(signer ?? '') ?? '?';
}

describe('docs/devnet.md message events', () => {
  it('lists the action of every definition, and no other', () => {
    const devnetDoc = readFileSync(new URL('../../docs/devnet.md', import.meta.url), 'utf8');
    // The list runs from the first action, `send`, to "; MsgSend adds".
    const list = /\*\*Events and search\.\*\*[\s\S]*?(`send`[\s\S]*?); MsgSend adds/.exec(devnetDoc)?.[1] ?? '';
    const listed = [...list.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]);
    expect(new Set(listed)).toEqual(new Set(MSG_TYPES.map((type) => MSG_DEFINITIONS[type].action)));
  });
});

describe('docs/provider.md message table', () => {
  const rows = tableRows();

  it('lists every message type once', () => {
    expect(rows.map((row) => row.type).sort()).toEqual([...MSG_TYPES].sort());
  });

  it("states each type's group, signer and fields in declaration order as its definition does", () => {
    for (const row of rows) {
      const def = MSG_DEFINITIONS[row.type as keyof typeof MSG_DEFINITIONS];
      expect({ group: row.group, signer: row.signer, fields: row.fields }, row.type).toEqual({
        group: def.group,
        signer: signerField(def),
        fields: def.fields.map((field) => field.name),
      });
    }
  });
});
