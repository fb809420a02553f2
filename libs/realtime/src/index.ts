export * from './realtime-emitter';
export * from './realtime.module';
