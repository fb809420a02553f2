export { onServerEvent } from './server-events';
export type { AppSocket } from './socket-client';
export { useServerConnect, useServerEvent } from './use-server-event';
