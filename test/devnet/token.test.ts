import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEE, Harness, failure, keyOf, onlyMsg, type Key } from './module-harness';

const ISSUE_FEE = 200_000_000_000n;

describe('token module over HTTP', () => {
  let h: Harness;
  let issuer: Key;
  let holder: Key;
  let symbol: string;

  beforeAll(async () => {
    h = await Harness.start();
    issuer = keyOf(0);
    holder = keyOf(1);
  });
  afterAll(() => h.close());

  it('issues a token with a derived suffix and charges the 200 GT issuance fee', async () => {
    const before = await h.balance(issuer.address);
    const unsigned = await h.client.issueToken('ALPHA', {
      base_req: h.baseReq(issuer.address),
      token_name: 'Alpha coin',
      total_supply: '1e6',
      mintable: true,
      freezable: true,
    });
    const msg = onlyMsg(unsigned);
    expect(msg).toEqual({
      type: 'IssueToken',
      value: {
        source_address: issuer.address,
        token_name: 'Alpha coin',
        symbol: 'ALPHA',
        total_supply: '1000000',
        mintable: true,
        freezable: true,
      },
    });
    const result = await h.broadcast(unsigned, issuer);
    expect(result.txhash).toMatch(/^BASIC-[0-9A-F]{96}$/);

    const { result: list } = await h.client.listTokens();
    const token = list.tokens.find((t) => t.value.source_address === issuer.address)!;
    expect(token.type).toBe('Token');
    expect(token.value.symbol).toMatch(/^ALPHA-[A-Z0-9]{3}$/);
    expect(token.value).toMatchObject({
      token_name: 'Alpha coin',
      total_supply: '1000000',
      mintable: true,
      freezable: true,
      freezed: false,
    });
    symbol = token.value.symbol;
    expect(await h.balance(issuer.address, symbol)).toBe(1_000_000n);
    expect(before - (await h.balance(issuer.address))).toBe(ISSUE_FEE + BigInt(FEE));
  });

  it('mints more for the issuer only', async () => {
    const unsigned = await h.client.mintToken(symbol, { base_req: h.baseReq(issuer.address), amount: '500' });
    expect(onlyMsg(unsigned).value).toEqual({ source_address: issuer.address, amount: { denom: symbol, amount: '500' } });
    await h.broadcast(unsigned, issuer);
    expect((await h.client.getToken(symbol)).result.value.total_supply).toBe('1000500');
    expect(await h.balance(issuer.address, symbol)).toBe(1_000_500n);

    const byOther = await h.client.mintToken(symbol, { base_req: h.baseReq(holder.address), amount: '1' });
    expect(await failure(h.broadcast(byOther, holder))).toEqual({ status: 422, code: 'not_token_issuer' });
  });

  it('freezes: transfers of the token are refused until it is unfrozen', async () => {
    const freeze = await h.client.freezeToken(symbol, h.baseReq(issuer.address));
    expect(onlyMsg(freeze)).toEqual({ type: 'FreezeToken', value: { source_address: issuer.address, symbol } });
    await h.broadcast(freeze, issuer);
    expect((await h.client.getToken(symbol)).result.value.freezed).toBe(true);

    const send = () => h.client.send(holder.address, { base_req: h.baseReq(issuer.address), amount: [{ denom: symbol, amount: '100' }] });
    expect(await failure(h.broadcast(await send(), issuer))).toEqual({ status: 422, code: 'transfer_refused' });
    const again = await h.client.freezeToken(symbol, h.baseReq(issuer.address));
    expect(await failure(h.broadcast(again, issuer))).toEqual({ status: 422, code: 'token_already_frozen' });

    const unfreeze = await h.client.unfreezeToken(symbol, h.baseReq(issuer.address));
    expect(onlyMsg(unfreeze).type).toBe('UnfreezeToken');
    await h.broadcast(unfreeze, issuer);
    expect((await h.client.getToken(symbol)).result.value.freezed).toBe(false);
    await h.broadcast(await send(), issuer);
    expect(await h.balance(holder.address, symbol)).toBe(100n);
  });

  it('burns from the holder and lowers the total supply', async () => {
    const unsigned = await h.client.burnToken(symbol, { base_req: h.baseReq(holder.address), amount: '40' });
    expect(onlyMsg(unsigned).value).toEqual({ from_address: holder.address, sub: { denom: symbol, amount: '40' } });
    await h.broadcast(unsigned, holder);
    expect(await h.balance(holder.address, symbol)).toBe(60n);
    expect((await h.client.getToken(symbol)).result.value.total_supply).toBe('1000460');

    const tooMuch = await h.client.burnToken(symbol, { base_req: h.baseReq(holder.address), amount: '61' });
    expect(await failure(h.broadcast(tooMuch, holder))).toEqual({ status: 422, code: 'insufficient_funds' });
  });

  it('refuses minting and freezing a token issued without those rights', async () => {
    const unsigned = await h.client.issueToken('FIXED', {
      base_req: h.baseReq(issuer.address),
      token_name: 'Fixed',
      total_supply: '10',
      mintable: false,
      freezable: false,
    });
    await h.broadcast(unsigned, issuer);
    const fixed = (await h.client.listTokens()).result.tokens.find((t) => t.value.symbol.startsWith('FIXED-'))!.value.symbol;
    const mint = await h.client.mintToken(fixed, { base_req: h.baseReq(issuer.address), amount: '1' });
    expect(await failure(h.broadcast(mint, issuer))).toEqual({ status: 422, code: 'token_not_mintable' });
    const freeze = await h.client.freezeToken(fixed, h.baseReq(issuer.address));
    expect(await failure(h.broadcast(freeze, issuer))).toEqual({ status: 422, code: 'token_not_freezable' });
  });

  it('answers 400, 404 and 422 for bad build requests', async () => {
    const issue = (symbolText: string, from = issuer.address) =>
      h.client.issueToken(symbolText, { base_req: h.baseReq(from), token_name: 'X', total_supply: '1', mintable: false, freezable: false });
    expect(await failure(issue('abc'))).toMatchObject({ status: 400, code: 'invalid_symbol' });
    expect(await failure(issue('A'))).toMatchObject({ status: 400, code: 'invalid_symbol' });
    expect(await failure(issue('POOR', keyOf(9).address))).toMatchObject({ status: 422, code: 'insufficient_funds' });
    expect(await failure(h.client.mintToken('NOPE-000', { base_req: h.baseReq(issuer.address), amount: '1' }))).toMatchObject({
      status: 404,
      code: 'token_not_found',
    });
    expect(await failure(h.client.mintToken(symbol, { base_req: h.baseReq(issuer.address), amount: '-1' }))).toMatchObject({ status: 400 });
    expect(await failure(h.client.burnToken('NOPE-000', { base_req: h.baseReq(issuer.address), amount: '1' }))).toMatchObject({
      status: 404,
      code: 'token_not_found',
    });
    expect(await failure(h.client.freezeToken(symbol, { ...h.baseReq(issuer.address), from: 'gt1nope' }))).toMatchObject({
      status: 400,
      code: 'invalid_address',
    });
    expect(await failure(h.client.unfreezeToken('NOPE-000', h.baseReq(issuer.address)))).toMatchObject({
      status: 404,
      code: 'token_not_found',
    });
    expect(await failure(h.client.freezeToken(symbol, { ...h.baseReq(issuer.address), fees: [] }))).toMatchObject({
      status: 400,
      code: 'fee_required',
    });
  });

  it('answers token queries and 404/400 for unknown or malformed symbols', async () => {
    const { height, result } = await h.client.getToken(symbol);
    expect(Number(height)).toBe(h.height());
    expect(result.value.symbol).toBe(symbol);
    expect(await failure(h.client.getToken('NOPE-000'))).toMatchObject({ status: 404, code: 'token_not_found' });
    expect(await failure(h.client.getToken('nope'))).toMatchObject({ status: 400, code: 'invalid_symbol' });
    const symbols = (await h.client.listTokens()).result.tokens.map((t) => t.value.symbol);
    expect(symbols).toEqual([...symbols].sort());
    expect(symbols).toHaveLength(2);
  });
});
