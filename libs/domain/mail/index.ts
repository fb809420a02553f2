export * from './render-email';
export * from './dev-outbox';
export * from './mail-sender.service';
