export * from './accounts.module';
export * from './accounts.service';
export * from './sessions.service';
export * from './email-tokens.service';
export * from './common-passwords';
export * from './tokens';
export * from './access-tokens.service';
