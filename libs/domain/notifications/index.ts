export * from './notifications.service';
export * from './notifications.module';
