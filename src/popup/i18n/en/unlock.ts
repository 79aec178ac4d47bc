// English: the locked wallet (password, reset).
export const unlock = {
  'unlock.reset.title': 'Reset wallet?',
  'unlock.reset.warning':
    'This removes every key from this browser. Only your recovery phrase can restore the accounts. Type {word} to confirm.',
  'unlock.reset.type': 'Type {word}',
  'unlock.cancel': 'Cancel',
  'unlock.reset.submit': 'Reset wallet',
  'unlock.welcome': 'Welcome back',
  'unlock.forApproval': 'Unlock to review the pending request.',
  'unlock.intro': 'Unlock your wallet.',
  'unlock.password': 'Password',
  'unlock.unlocking': 'Unlocking…',
  'unlock.submit': 'Unlock',
  'unlock.forgot': 'Forgot password? Reset wallet',
} as const;
