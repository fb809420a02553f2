import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sharp, SharpOptions } from 'sharp';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '#config';
import { RECIPE_BOOK_MESSAGES, RECIPE_IMAGE_MAX_BYTES, RECIPE_IMAGE_ROUTE, storedImageHash } from '#contracts';
import { RecipeEntity } from '#database';
import { DomainError } from '#domain/errors';

const MAIN_PX = 1200;
const THUMB_PX = 400;
// A decompression bomb (a tiny PNG of 100 000 × 100 000 pixels) is refused before it is decoded.
const MAX_INPUT_PIXELS = 50_000_000;
// What the decoder recognised (by the bytes, never the name or the declared type).
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);

// libvips is loaded with the first picture, not at every start of the API and the worker.
let loaded: Promise<(input?: Buffer, options?: SharpOptions) => Sharp> | undefined;
const sharp = () => (loaded ??= import('sharp').then((m) => m.default));

export interface StoredImage {
  /** The path the recipe keeps and the browser asks for (same origin: the CSP's img-src 'self'). */
  path: string;
  hash: string;
}

/**
 * The book's pictures on disk (RECIPE_IMAGE_DIR): every upload and imported picture is decoded,
 * turned upright, stripped of its metadata (EXIF, GPS), and written as WebP at ~1200 px and a
 * ~400 px thumbnail, named by the hash of the result, so the files never change and are served
 * with immutable caching. Recipes of any household may share a file (same picture, same name):
 * a file is removed only when no recipe, deleted ones included ("Annuler"), names it any more.
 */
@Injectable()
export class RecipeImageStore {
  private readonly logger = new Logger(RecipeImageStore.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  get dir(): string {
    return this.config.recipeImageDir;
  }

  async save(bytes: Buffer): Promise<StoredImage> {
    if (bytes.length === 0) throw new DomainError('IMAGE_MISSING');
    if (bytes.length > RECIPE_IMAGE_MAX_BYTES) throw new DomainError('IMAGE_TOO_LARGE');
    const format = await this.formatOf(bytes);
    const { main, thumb } = await this.encode(bytes, format);
    const hash = createHash('sha256').update(main).digest('hex');
    await mkdir(this.dir, { recursive: true });
    await Promise.all([this.write(`${hash}.webp`, main), this.write(`${hash}.thumb.webp`, thumb)]);
    return { path: `${RECIPE_IMAGE_ROUTE}/${hash}.webp`, hash };
  }

  private async formatOf(bytes: Buffer): Promise<string> {
    const decode = await sharp();
    let format: string | undefined;
    try {
      format = (await decode(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
    } catch {
      throw new DomainError('IMAGE_TYPE_REFUSED');
    }
    if (!format || !ACCEPTED.has(format)) throw new DomainError('IMAGE_TYPE_REFUSED');
    return format;
  }

  private async encode(bytes: Buffer, format: string): Promise<{ main: Buffer; thumb: Buffer }> {
    const decode = await sharp();
    try {
      // rotate() applies the EXIF orientation; without withMetadata() the output keeps no metadata.
      const upright = decode(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
      const main = await upright.clone().resize(MAIN_PX, MAIN_PX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      const thumb = await decode(main).resize(THUMB_PX, THUMB_PX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      return { main, thumb };
    } catch (err) {
      // The prebuilt image library reads HEIF's AVIF flavour, not the HEVC one of most phones' HEIC.
      if (format === 'heif') throw new DomainError('IMAGE_UNREADABLE', { message: RECIPE_BOOK_MESSAGES.imageHeicUnreadable });
      this.logger.debug(`Unreadable picture: ${(err as Error).message}`);
      throw new DomainError('IMAGE_UNREADABLE');
    }
  }

  /** Written under a temporary name then renamed: a reader never sees half a file. */
  private async write(name: string, data: Buffer): Promise<void> {
    const tmp = join(this.dir, `.${name}.${process.pid}.${Date.now()}.tmp`);
    await writeFile(tmp, data);
    await rename(tmp, join(this.dir, name));
  }

  /** Removes a stored picture's files when no recipe (deleted ones included) names it any more. */
  async removeIfUnused(image: string | null, manager: EntityManager): Promise<void> {
    const hash = storedImageHash(image);
    if (!hash) return;
    const still = await manager.getRepository(RecipeEntity).exists({ where: { image: image! }, withDeleted: true });
    if (still) return;
    await Promise.all([`${hash}.webp`, `${hash}.thumb.webp`].map((name) => rm(join(this.dir, name), { force: true })));
  }

  /**
   * Removes the files no recipe names (a household deleted with its book, an upload whose recipe
   * went meanwhile, a half-written temporary file). Files younger than `graceMs` stay: an upload in
   * progress writes its files before its recipe names them.
   */
  async sweep(graceMs = 3_600_000): Promise<{ removed: number }> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return { removed: 0 };
    }
    const rows = (await this.db.query(`SELECT DISTINCT image FROM recipes WHERE image LIKE $1`, [`${RECIPE_IMAGE_ROUTE}/%`])) as { image: string }[];
    const named = new Set(rows.map((r) => storedImageHash(r.image)).filter(Boolean));
    const before = Date.now() - graceMs;
    let removed = 0;
    for (const name of names) {
      const hash = /^([0-9a-f]{64})(?:\.thumb)?\.webp$/.exec(name)?.[1];
      const temporary = name.startsWith('.') && name.endsWith('.tmp');
      if ((!hash && !temporary) || (hash && named.has(hash))) continue;
      const path = join(this.dir, name);
      const info = await stat(path).catch(() => null);
      if (!info || info.mtimeMs > before) continue;
      await rm(path, { force: true });
      removed++;
    }
    if (removed) this.logger.log(`Removed ${removed} picture file(s) no recipe names`);
    return { removed };
  }
}
