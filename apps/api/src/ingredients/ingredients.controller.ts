import { Body, Controller, HttpCode, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '../common/api-docs';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { KITCHEN_MESSAGES, type ParsedIngredientDto } from '#contracts';
import { parseIngredientLine } from '#ingredients';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Post } from '../common/write-routes';

class ParseIngredientsDto {
  @ApiProperty({ type: [String], example: ['200 g de farine', "2 càs d'huile d'olive"] })
  @IsArray({ message: KITCHEN_MESSAGES.ingredientsRequired })
  @ArrayMaxSize(200, { message: KITCHEN_MESSAGES.ingredientsRequired })
  @IsString({ each: true, message: KITCHEN_MESSAGES.ingredientsRequired })
  @MaxLength(300, { each: true, message: KITCHEN_MESSAGES.ingredientsRequired })
  lines: string[];
}

@ApiTags('ingredients')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('ingredients')
export class IngredientsController {
  /** Splits French ingredient lines into quantity, unit and name. */
  @ApiOperation({ summary: "Découpe des lignes d'ingrédients en quantité, unité et nom" })
  @Post('parse')
  @HttpCode(200)
  parse(@Body() dto: ParseIngredientsDto): ParsedIngredientDto[] {
    return dto.lines.map((line) => parseIngredientLine(line));
  }
}
