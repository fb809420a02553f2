import { KITCHEN_MESSAGES } from '#contracts';
import { AlreadyOnListError } from '#domain/kitchen';
import { AppError } from '../common/app-error';

/** Runs an addition to the shopping list; a duplicate becomes the spec's 409 message. */
export async function mapAlreadyOnList<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AlreadyOnListError) throw new AppError(409, 'ALREADY_ON_LIST', KITCHEN_MESSAGES.shoppingDuplicate);
    throw err;
  }
}
