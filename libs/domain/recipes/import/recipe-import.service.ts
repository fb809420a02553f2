import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '#config';
import { IMPORT_ERROR_MESSAGES, RECIPE_IMAGE_MAX_BYTES, type BookRecipe, type ImportErrorCode } from '#contracts';
import { isDomainError } from '#domain/errors';
import { RealtimeEmitter } from '#realtime';
import { RecipeImageStore } from '../images/recipe-image-store';
import { RecipesService } from '../recipes.service';
import { guardedFetch, guardedFetchBytes } from './guarded-fetch';
import { readRecipePage } from './recipe-page-reader';

export interface ImportRequest {
  userId: string;
  householdId: string;
  url: string;
}

// Worth another try later: the site was down or slow. Everything else would fail the same way.
const RETRYABLE: readonly string[] = ['IMPORT_FETCH_FAILED', 'IMPORT_TIMEOUT'];

/** Reads a recipe page into the household's book and tells the user's screens how it went. */
@Injectable()
export class RecipeImportService {
  private readonly logger = new Logger(RecipeImportService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly recipes: RecipesService,
    private readonly realtime: RealtimeEmitter,
    private readonly images: RecipeImageStore,
  ) {}

  async importLink(jobId: string, req: ImportRequest): Promise<BookRecipe> {
    const page = await guardedFetch(req.url, {
      timeoutMs: this.config.RECIPE_IMPORT_TIMEOUT_MS,
      allowLoopback: this.config.RECIPE_IMPORT_ALLOW_LOOPBACK === true,
    });
    const draft = readRecipePage(page.body, page.url);
    if (!draft) throw new UnrecoverableError('IMPORT_NO_RECIPE');
    draft.image = await this.storePicture(draft.image);
    const recipe = await this.recipes.create({ userId: req.userId, householdId: req.householdId }, draft, {
      source: 'imported',
      sourceUrl: page.url,
    });
    this.realtime.toUser(req.userId, 'recipe.imported', { jobId, recipe });
    return recipe;
  }

  /**
   * The page's picture, fetched through the same guarded client and stored as the book's own (the
   * CSP shows only same-origin pictures). A picture that cannot be had leaves the recipe without one:
   * the recipe itself is what the user asked for.
   */
  private async storePicture(url: string | null | undefined): Promise<string | null> {
    if (!url) return null;
    try {
      const picture = await guardedFetchBytes(url, {
        timeoutMs: this.config.RECIPE_IMPORT_TIMEOUT_MS,
        maxBytes: RECIPE_IMAGE_MAX_BYTES,
        allowLoopback: this.config.RECIPE_IMPORT_ALLOW_LOOPBACK === true,
        accept: 'image/webp,image/avif,image/jpeg,image/png,image/*;q=0.8',
      });
      return (await this.images.save(picture.bytes)).path;
    } catch (err) {
      this.logger.warn(`Imported recipe kept without its picture ${url}: ${(err as Error).message}`);
      return null;
    }
  }

  /** The code of a failed import; refusals are made unrecoverable so BullMQ does not retry them. */
  static failureCode(err: unknown): ImportErrorCode | null {
    const code = isDomainError(err) ? err.code : err instanceof UnrecoverableError ? err.message : null;
    return code && code in IMPORT_ERROR_MESSAGES ? (code as ImportErrorCode) : null;
  }

  static isRetryable(err: unknown): boolean {
    const code = RecipeImportService.failureCode(err);
    return code === null || RETRYABLE.includes(code);
  }

  /** The French reason the user reads (pushed as recipe.import_failed and kept on the job). */
  static messageOf(err: unknown): string {
    const code = RecipeImportService.failureCode(err);
    return code ? IMPORT_ERROR_MESSAGES[code] : IMPORT_ERROR_MESSAGES.IMPORT_FETCH_FAILED;
  }

  failed(jobId: string, userId: string, err: unknown): void {
    this.realtime.toUser(userId, 'recipe.import_failed', { jobId, error: RecipeImportService.messageOf(err) });
  }
}
