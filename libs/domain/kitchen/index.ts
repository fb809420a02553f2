export * from './kitchen-scope';
export * from './household-events';
export * from './planned-meals.service';
export * from './inventory.service';
export * from './kitchen.module';
export * from './shopping.service';
export * from './week-shopping-list.service';
export * from './week-needs';
