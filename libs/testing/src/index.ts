export * from './test-env';
export * from './waits';
export * from './test-database';
export * from './test-app';
export * from './outbox';
export * from './factories';
export * from './users';
export * from './stripe-stand-in';
export * from './socket-client';
// Stand-ins for the model services, shared with libs/ai's own tests.
export * from '../../ai/src/testing/fake-model-server';
export * from '../../ai/src/testing/recipe-answers';
export * from './tcp-cut';
export * from './migration-database';
export * from './households';
export * from './model-stack';
