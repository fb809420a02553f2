export * from './recipe-mapping';
export * from './recipes.service';
export * from './favorites.service';
export * from './recipes.module';
export * from './import';
export * from './plan-meal.service';
export * from './images/recipe-image-store';
