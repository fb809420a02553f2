import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { RECIPE_IMAGE_MAX_BYTES } from '#contracts';
import { DomainError } from '#domain/errors';

// In memory: the picture is decoded and re-encoded at once, never kept as sent. One file, one field.
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: RECIPE_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } }).single('image');

/**
 * Reads a multipart photo (field `image`) into `req.file`, its failures in French: too large, not a
 * multipart body, another field name. What the bytes are is judged by the image store, not here.
 */
@Injectable()
export class RecipeImageUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler) {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    await new Promise<void>((resolve, reject) =>
      upload(req, http.getResponse<Response>(), (err: unknown) => {
        if (!err) return resolve();
        const code = (err as { code?: string }).code;
        if (code === 'LIMIT_FILE_SIZE') return reject(new DomainError('IMAGE_TOO_LARGE'));
        reject(new DomainError('IMAGE_MISSING'));
      }),
    );
    if (!req.file) throw new DomainError('IMAGE_MISSING');
    return next.handle();
  }
}
