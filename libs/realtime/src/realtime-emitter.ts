import { Inject, Injectable, Logger } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import {
  householdRoom,
  sessionRoom,
  userRoom,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
} from '#contracts';
import { REDIS, redisKey } from '#redis';

/** The Redis channel prefix shared by the API's Socket.IO adapter and every emitter. */
export const socketIoKey = (): string => redisKey('socket.io');

/**
 * Pushes events to Socket.IO rooms through Redis, from any process (API instance or worker):
 * every API instance's adapter relays them to its connected clients.
 */
@Injectable()
export class RealtimeEmitter {
  private readonly logger = new Logger(RealtimeEmitter.name);
  private readonly emitter: Emitter<ServerToClientEvents>;

  constructor(@Inject(REDIS) redis: Redis) {
    // The emitter publishes without awaiting: during a Redis outage each publish would be an
    // unhandled rejection. A live update lost then is caught up by the screens' next fetch.
    const publisher = {
      publish: (channel: string, message: string | Buffer) =>
        redis.publish(channel, message).catch((err: Error) => this.logger.warn(`Live update not sent: ${err.message}`)),
    };
    this.emitter = new Emitter<ServerToClientEvents>(publisher, { key: socketIoKey() });
  }

  toUser<E extends ServerEventName>(userId: string, event: E, payload: ServerEventPayload<E>): void {
    this.emit(userRoom(userId), event, payload);
  }

  toHousehold<E extends ServerEventName>(householdId: string, event: E, payload: ServerEventPayload<E>): void {
    this.emit(householdRoom(householdId), event, payload);
  }

  /**
   * Rooms follow access: a user who changes household (joins, leaves, is removed) stops hearing
   * the old one at once, on every API instance (the adapter relays these commands through Redis).
   */
  moveUser(userId: string, fromHouseholdId: string, toHouseholdId: string): void {
    if (fromHouseholdId === toHouseholdId) return;
    this.emitter.in(userRoom(userId)).socketsLeave(householdRoom(fromHouseholdId));
    this.emitter.in(userRoom(userId)).socketsJoin(householdRoom(toHouseholdId));
  }

  /** Closes every socket of these sessions (signed out, revoked, password reset). */
  disconnectSessions(sessionIds: string[]): void {
    if (sessionIds.length) this.emitter.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  }

  private emit<E extends ServerEventName>(room: string, event: E, payload: ServerEventPayload<E>): void {
    (this.emitter.to(room).emit as (e: string, p: unknown) => void)(event, payload);
  }
}
