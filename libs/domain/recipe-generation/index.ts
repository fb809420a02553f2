export * from './kitchen-context.service';
export * from './recipe-generation.service';
export * from './daily-limits.service';
export * from './recipe-generation.module';
