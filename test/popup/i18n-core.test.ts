// The core screens' texts: form checks and background errors read in the chosen language, English
// keeps its exact wording, and every translated error code is one the wallet can send.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage, t } from '../../src/popup/i18n';
import { en } from '../../src/popup/i18n/en/index';
import { zhCN } from '../../src/popup/i18n/zh-CN/index';
import { WalletApiError, errorText, splitDetails } from '../../src/popup/lib/api';
import { checkAddress, checkBlocks, checkFunds, checkGt, checkUnits } from '../../src/popup/lib/checks';

afterEach(() => setPageLanguage('en'));

const failed = (checked: { ok: boolean; error?: string }) => (checked.ok ? null : checked.error);

describe('form checks', () => {
  it('keep their English wording', () => {
    expect(failed(checkGt(''))).toBe('Enter an amount.');
    expect(failed(checkGt('5', 1_000_000_000n))).toBe('That is more than your balance (1 GT).');
    expect(failed(checkAddress('xyz', ['gt1', 'vault1']))).toBe('Expected a gt11… or vault11… address here.');
    expect(failed(checkBlocks('5', 12345, 'height'))).toBe('The height must be at least 12345.');
    expect(checkFunds('NANOGT', 5n, 1n, 5n, 5n)).toBe('Amount plus fee is more than your GT balance.');
  });

  it('read Chinese when Chinese is chosen', () => {
    setPageLanguage('zh-CN');
    expect(failed(checkGt(''))).toBe(zhCN['checks.enterAmount']);
    expect(failed(checkGt('0'))).toBe(zhCN['checks.amountPositive']);
    expect(failed(checkAddress('xyz', ['gt1', 'vault1']))).toBe('此处应为 gt11… 或 vault11… 地址。');
    expect(checkFunds('NANOGT', 5n, 1n, 5n, 5n)).toBe(zhCN['checks.gtPlusFee']);
  });

  it('name the field and the limit in the chosen language, not in words a screen passed in', () => {
    expect(failed(checkBlocks('', 1, 'clearingHeight'))).toBe('Enter the clearing height.');
    expect(failed(checkBlocks('x', 1, 'delay'))).toBe('The delay is a whole number.');
    expect(failed(checkGt('5', 1_000_000_000n, t('checks.max.vaultLessFee')))).toBe(
      'That is more than the vault balance minus the fee (1 GT).',
    );
    setPageLanguage('zh-CN');
    expect(failed(checkBlocks('', 1, 'clearingHeight'))).toBe('请输入清算高度。');
    expect(failed(checkBlocks('0', 5, 'delay'))).toBe('延迟至少为 5。');
    expect(failed(checkUnits('11', 10n, t('checks.max.tokenBalance', { symbol: 'ABC' })))).toBe('超过了你的 ABC 余额（10）。');
  });
});

describe('background errors', () => {
  const wrong = new WalletApiError('wrong_password', 'Wrong password', 'password');

  it('show the background message in English, the code text in Chinese, and the message for a code without one', () => {
    expect(errorText(wrong)).toBe('Wrong password');
    setPageLanguage('zh-CN');
    expect(errorText(wrong)).toBe(zhCN['errors.wrong_password']);
    expect(errorText(new WalletApiError('some_new_code', 'Something new'))).toBe('Something new');
  });

  it("word a node's malformed or oversized answer by its code in Chinese, not in the background's English", () => {
    const malformed = new WalletApiError(
      'unexpected_answer',
      'This node answered something unexpected: result[0].denom is not a valid denom (GET /v1/account/balance/gt11…)',
    );
    const oversized = new WalletApiError(
      'answer_too_large',
      'This node answered something unexpected: more than 2 MiB (GET /v1/account/balance/gt11…)',
    );
    // A sentence saying what to do; the background's technical line apart, behind the error's Details.
    expect(splitDetails(errorText(malformed))).toEqual({ sentence: en['errors.unexpected_answer'], details: malformed.message });
    setPageLanguage('zh-CN');
    expect(splitDetails(errorText(malformed))).toEqual({ sentence: zhCN['errors.unexpected_answer'], details: malformed.message });
    expect(splitDetails(errorText(oversized)).sentence).toBe(zhCN['errors.answer_too_large']);
    expect(splitDetails(errorText(oversized)).sentence).not.toMatch(/[A-Za-z]{5,}/);
  });

  it('word a node that does not answer as what to do, with the URL and path only in the details', () => {
    const down = new WalletApiError(
      'network_error',
      'Could not reach the ledger node at http://127.0.0.1:1317 (GET /v1/staking/delegator/gt11…/delegations): Failed to fetch',
    );
    expect(splitDetails(errorText(down))).toEqual({
      sentence: 'The node does not answer. Vaultline will retry; you can switch to another endpoint.',
      details: down.message,
    });
    setPageLanguage('zh-CN');
    expect(splitDetails(errorText(down))).toEqual({ sentence: zhCN['errors.network_error'], details: down.message });
  });

  it("keep a node's specifics (URL, path, status, the node's words) in Chinese exactly as English shows them", () => {
    const failures = [
      new WalletApiError('network_error', 'Could not reach the ledger node at http://127.0.0.1:1317 (GET /v1/status): Failed to fetch'),
      new WalletApiError('unexpected_answer', 'This node answered something unexpected: HTTP 502 (GET /v1/account/balance/gt11…)'),
      new WalletApiError('network_unreachable', 'Vaultline could not read the status of http://127.0.0.1:9: Failed to fetch'),
      new WalletApiError('not_a_ledger_node', 'http://127.0.0.1:8080 does not answer like a GT ledger node. HTTP 404 (GET /v1/status)'),
      new WalletApiError(
        'chain_id_mismatch',
        'The node at http://127.0.0.1:1317 is not on chain "gt-mainnet-1": base_req.chain_id is "gt-mainnet-1"; this node\'s chain id is "gt-devnet-1"',
      ),
      new WalletApiError('network_check_failed', 'Vaultline could not confirm that http://127.0.0.1:1317 is on chain "x": HTTP 500'),
      new WalletApiError(
        'tx_rejected',
        'base_req.chain_id is "gt-mainnet-1"; this node\'s chain id is "gt-devnet-1"',
        undefined,
        'wrong_chain_id',
      ),
    ];
    for (const failure of failures) {
      const english = splitDetails(errorText(failure));
      setPageLanguage('zh-CN');
      const chinese = splitDetails(errorText(failure));
      setPageLanguage('en');
      // Both carry every specific the background gave, behind Details; the headline is a sentence in the language.
      expect(english.details, failure.code).toContain(failure.message);
      expect(chinese.details, failure.code).toContain(failure.message);
      const lead = failure.code === 'tx_rejected' ? String(zhCN['reason.detail']).replace('{text}', '') : '';
      expect(chinese.details, failure.code).toBe(`${lead}${failure.message}`);
      expect(english.sentence).not.toContain(failure.message);
      expect(chinese.sentence.replaceAll('Vaultline', '')).not.toMatch(/[A-Za-z]{5,}/);
    }
  });

  it('word a chain-id mismatch, from a node or a site, as a sentence a person understands, its technical line apart', () => {
    const mismatch = new WalletApiError(
      'chain_id_mismatch',
      'The node at http://127.0.0.1:1317 is not on chain "gt-mainnet-1": base_req.chain_id is "gt-mainnet-1"; this node\'s chain id is "gt-devnet-1"',
    );
    const refused = new WalletApiError('tx_rejected', 'base_req.chain_id is "gt-mainnet-1"', undefined, 'wrong_chain_id');
    for (const language of ['en', 'zh-CN'] as const) {
      setPageLanguage(language);
      for (const failure of [mismatch, refused]) {
        const { sentence, details } = splitDetails(errorText(failure));
        expect(sentence).not.toMatch(/base_req|chain_id|gt-mainnet-1/);
        expect(sentence.length).toBeGreaterThan(language === 'en' ? 60 : 25);
        expect(details).toContain('base_req.chain_id is "gt-mainnet-1"');
      }
    }
  });

  it('translate only codes the wallet really sends', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
      });
    const source = ['src/background', 'src/core', 'src/popup/lib']
      .flatMap(files)
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const codes = Object.keys(en)
      .filter((key) => key.startsWith('errors.'))
      .map((key) => key.slice('errors.'.length));
    expect(codes.length).toBeGreaterThan(10);
    expect(codes.filter((code) => !source.includes(`'${code}'`))).toEqual([]);
  });
});
