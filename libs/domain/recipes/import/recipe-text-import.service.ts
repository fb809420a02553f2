import { Inject, Injectable, Logger } from '@nestjs/common';
import { createRecipeTextStructurer, readStructuredRecipe, type RecipeTextStructurer } from '#ai/core';
import { APP_CONFIG, type AppConfig } from '#config';
import { RECIPE_BOOK_MESSAGES, type RecipeInput } from '#contracts';
import { DomainError, isDomainError } from '#domain/errors';
import { RealtimeEmitter } from '#realtime';
import { readRecipeText } from './recipe-text-reader';

// A pasted recipe is a small answer: past this the reader takes over rather than keep the form waiting.
const MODEL_DEADLINE_MS = 45_000;

/**
 * Reads a pasted recipe into a draft to review. With a model configured (the recipe provider,
 * openai or mistral), the model structures it against a JSON schema and its answer is checked;
 * with the offline chef, or when the model fails or answers something unusable, the rule-based
 * reader does. Nothing is saved.
 */
@Injectable()
export class RecipeTextImportService {
  private readonly logger = new Logger(RecipeTextImportService.name);
  private readonly structurer: RecipeTextStructurer | null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly realtime: RealtimeEmitter,
  ) {
    this.structurer = createRecipeTextStructurer(config);
  }

  /** Whether a model reads pasted texts (then the API queues the reading as a job). */
  get usesModel(): boolean {
    return this.structurer !== null;
  }

  /** The rule-based reader alone (the offline chef, or a model allowance spent). */
  readWithRules(text: string): RecipeInput {
    const draft = readRecipeText(text);
    if (!draft) throw new DomainError('IMPORT_TEXT_UNREADABLE');
    return draft;
  }

  async read(text: string): Promise<RecipeInput> {
    if (!this.structurer) return this.readWithRules(text);
    try {
      const answer = await this.structurer.structure(text, AbortSignal.timeout(MODEL_DEADLINE_MS));
      const draft = readStructuredRecipe(answer);
      if (draft) return draft;
      this.logger.warn(`The ${this.structurer.name} model's reading of a pasted recipe was unusable; the rule-based reader takes over`);
    } catch (err) {
      this.logger.warn(`The ${this.structurer.name} model could not read a pasted recipe (${(err as Error).message}); the rule-based reader takes over`);
    }
    return this.readWithRules(text);
  }

  /** The worker's reading of a queued text: the user's screens hear the draft (or why not) at once. */
  async readForUser(jobId: string, userId: string, text: string): Promise<RecipeInput> {
    try {
      const draft = await this.read(text);
      this.realtime.toUser(userId, 'recipe.text_read', { jobId, draft });
      return draft;
    } catch (err) {
      if (isDomainError(err)) this.realtime.toUser(userId, 'recipe.text_read', { jobId, error: RECIPE_BOOK_MESSAGES.importTextUnreadable });
      throw err;
    }
  }
}
