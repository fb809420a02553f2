export { getSocket, onServerEvent, type AppSocket } from './socket-client';
export { useServerEvent } from './use-server-event';
