export * from './env.schema';
export * from './app-config';
export * from './config.module';
