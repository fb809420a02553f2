export { onServerEvent } from './server-events';
export type { AppSocket } from './socket-client';
export { useServerEvent } from './use-server-event';
