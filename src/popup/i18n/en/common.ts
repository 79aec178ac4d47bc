// English, words every screen shares.
export const common = {
  'language.label': 'Language',
  'language.auto': 'Browser default ({language})',
  'language.hint': "Vaultline follows your browser's language unless you choose one here.",
  'duration.remaining': '{duration} left',
  'blocks.count': { one: '{count} block', other: '{count} blocks' },
} as const;
