import { ApiPropertyOptional } from './api-docs';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { LIST_PAGE_MAX, MESSAGES, REQUEST_MESSAGES } from '#contracts';

/**
 * `?limit=&after=` of a paged list (LIST_PAGE_MAX in the contracts says how it reads). `after` is
 * checked by the service, which answers 404 for an id that is not one of the caller's items.
 */
export class ListPageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: LIST_PAGE_MAX, default: LIST_PAGE_MAX, description: 'Items per page; a shorter page is the last one' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value))
  @IsInt({ message: MESSAGES.listLimitInvalid })
  @Min(1, { message: MESSAGES.listLimitInvalid })
  @Max(LIST_PAGE_MAX, { message: MESSAGES.listLimitInvalid })
  limit?: number;

  @ApiPropertyOptional({ format: 'uuid', description: 'The id of the last item of the previous page' })
  @IsOptional()
  @IsString({ message: REQUEST_MESSAGES.fieldMalformed })
  after?: string;
}
