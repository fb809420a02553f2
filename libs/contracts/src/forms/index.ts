export * from './fields';
export * from './auth-forms';
export * from './kitchen-forms';
export * from './account-forms';
export * from './recipe-forms';
export * from './preference-forms';
