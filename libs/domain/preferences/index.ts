export * from './preferences.service';
export * from './preferences.module';
