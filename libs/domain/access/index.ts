export * from './access.service';
export * from './access.module';
