import { Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { householdRoom, sessionRoom, userRoom, type ServerToClientEvents } from '#contracts';
import { AccountsService, SessionsService } from '#domain/accounts';
import type { AccessTokenClaims } from '../auth/access-token';

type ClaimsWithExp = AccessTokenClaims & { exp: number };

/**
 * Authenticates each connection with the access token (handshake `auth.token`), then joins the
 * user's and the household's rooms. The connection is closed when the token expires, so the
 * client reconnects with a fresh one.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit {
  private readonly logger = new Logger(RealtimeGateway.name);

  constructor(private readonly jwt: JwtService, private readonly sessions: SessionsService, private readonly accounts: AccountsService) {}

  afterInit(server: Server<Record<string, never>, ServerToClientEvents>): void {
    server.use((socket, next) => {
      this.authenticate(socket)
        .then(() => next())
        .catch(() => next(new Error('UNAUTHENTICATED')));
    });
  }

  private async authenticate(socket: Socket): Promise<void> {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') throw new Error('no token');
    const claims = await this.jwt.verifyAsync<ClaimsWithExp>(token, { algorithms: ['HS256'] });
    if (await this.sessions.isRevoked(claims.sid)) throw new Error('revoked');
    // The household as it is now, not as the token (up to 15 min old) says: a removed member's
    // token still names the family they left.
    const user = await this.accounts.findById(claims.sub);
    if (!user) throw new Error('no user');
    await socket.join([userRoom(claims.sub), householdRoom(user.householdId), sessionRoom(claims.sid)]);
    const timer = setTimeout(() => socket.disconnect(true), Math.max(0, claims.exp * 1000 - Date.now()));
    socket.once('disconnect', () => clearTimeout(timer));
    this.logger.debug(`Socket ${socket.id} joined user ${claims.sub}`);
  }
}
