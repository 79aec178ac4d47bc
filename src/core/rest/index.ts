export * from './types';
export * from './client';
export * from './schemas';
export * from './schemas-more';
