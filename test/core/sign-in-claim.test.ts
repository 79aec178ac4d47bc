import { describe, expect, it } from 'vitest';
import { claimedSignInSite } from '../../src/core/sign-in-claim';

describe('claimedSignInSite', () => {
  it('names the site a sign-in text claims when another origin asks', () => {
    expect(claimedSignInSite('victim.example wants you to sign in with your account', 'https://evil.example')).toBe('victim.example');
    expect(claimedSignInSite('Log in to https://bank.example:8443/app', 'http://127.0.0.1:5180')).toBe('bank.example:8443');
    expect(claimedSignInSite('登录 victim.example', 'https://evil.example')).toBe('victim.example');
  });
  it('says nothing for the asking site, its parent domain, or a text that signs in to nothing', () => {
    expect(claimedSignInSite('app.example wants you to sign in', 'https://app.example')).toBeUndefined();
    expect(claimedSignInSite('Sign in to example.com', 'https://login.example.com')).toBeUndefined();
    expect(claimedSignInSite('I agree to the terms at victim.example', 'https://evil.example')).toBeUndefined();
    expect(claimedSignInSite('sign in please', 'not an origin')).toBeUndefined();
  });
});
