export * from './languages.ts';
export * from './keys.ts';
