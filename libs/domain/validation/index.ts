// class-validator pieces shared by the API's DTOs and the chat's tool arguments (libs/domain/chat),
// so a rule is written once whichever door a value comes in by.
export * from './is-calendar-day';
export * from './trim';
