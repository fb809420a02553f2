import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '#config';
import { SessionsService } from '#domain/accounts';
import { DomainError } from '#domain/errors';
import type { AccessTokenClaims, RequestUser } from './access-token';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(@Inject(APP_CONFIG) config: AppConfig, private readonly sessions: SessionsService) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt's types predate key objects; jsonwebtoken, which it calls, takes one.
      secretOrKey: config.jwtAccessKey as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<RequestUser> {
    if (await this.sessions.isRevoked(claims.sid)) {
      throw new DomainError('SESSION_EXPIRED');
    }
    return { userId: claims.sub, sessionId: claims.sid, householdId: claims.hid };
  }
}
