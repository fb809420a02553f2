export * from './kitchen-calendar';
export * from './fridge-exits.service';
export * from './urgent-items.service';
export * from './waste-figures.service';
export * from './reminder-scheduler.service';
export * from './reminder-settings.service';
export * from './daily-reminder.service';
export * from './waste.module';
