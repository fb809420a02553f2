export * from './households.service';
export * from './households.module';
export * from './account-data.service';
