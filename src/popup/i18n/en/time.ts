// English, waiting times and moments (lib/time.ts).
export const time = {
  'time.about': 'about {duration}',
  'time.approx': '≈ {duration}',
  'time.now': 'now',
  'time.unknown': 'unknown',
} as const;
