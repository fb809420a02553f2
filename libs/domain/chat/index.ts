export * from './chat.service';
export * from './chat-reply.service';
export * from './chat.module';
