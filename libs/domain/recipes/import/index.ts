export * from './guarded-fetch';
export * from './recipe-page-reader';
export * from './schema-values';
export * from './recipe-import.service';
export * from './recipe-text-reader';
export * from './recipe-text-import.service';
