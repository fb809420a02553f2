export * from './domain-error';
export * from './dependency-down';
