import { NotFoundException, PayloadTooLargeException, type ArgumentsHost } from '@nestjs/common';
import { DomainError } from '#domain/errors';
import { ERROR_CODES } from '#contracts';
import { ERROR_TABLE } from './error-table';
import { HttpExceptionFilter } from './http-exception.filter';

function answer(exception: unknown) {
  const res = { statusCode: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const express = {
    status(code: number) {
      res.statusCode = code;
      return express;
    },
    setHeader(name: string, value: string) {
      res.headers[name] = value;
      return express;
    },
    json(body: unknown) {
      res.body = body;
      return express;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => express }) } as unknown as ArgumentsHost;
  new HttpExceptionFilter().catch(exception, host);
  return res;
}

describe('HttpExceptionFilter', () => {
  it('has a status and a French message for every code of the contracts', () => {
    for (const code of Object.keys(ERROR_CODES)) {
      const entry = ERROR_TABLE[code as keyof typeof ERROR_TABLE];
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.message).toMatch(/[a-zéèàç]/);
    }
  });

  it('turns a DomainError into its status and default message', () => {
    const res = answer(new DomainError('ALREADY_MEMBER'));
    expect(res.statusCode).toBe(409);
    expect(res.body).toEqual({ statusCode: 409, code: 'ALREADY_MEMBER', message: 'Cette personne fait déjà partie de votre foyer' });
  });

  it('keeps a more precise message, the fields and Retry-After', () => {
    const res = answer(new DomainError('RATE_LIMITED', { message: 'Patientez', fields: { email: 'Trop' }, retryAfterSeconds: 2.2 }));
    expect(res.statusCode).toBe(429);
    expect(res.headers['Retry-After']).toBe('3');
    expect(res.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: 'Patientez', fields: { email: 'Trop' } });
  });

  it("answers Nest's own exceptions in French, by status", () => {
    expect(answer(new NotFoundException('Cannot GET /api/nope')).body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Ressource introuvable' });
    expect(answer(new PayloadTooLargeException()).body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('hides anything else behind a generic 500', () => {
    const res = answer(new TypeError('secret stack'));
    expect(res.body).toEqual({ statusCode: 500, code: 'INTERNAL', message: ERROR_TABLE.INTERNAL.message });
  });
});
