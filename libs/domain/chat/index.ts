export * from './chat.service';
export * from './chat-reply.service';
export * from './chat.module';
export * from './actions/chat-actions.service';
export * from './actions/chat-action-args';
