import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What one source asked of a shopping row: a recipe (recipeId set) or the household by hand
 * (recipeId null). A row topped up from several sources has several shares.
 */
@Entity('shopping_item_shares')
export class ShoppingItemShareEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'item_id', type: 'uuid' })
  itemId: string;

  @Column({ name: 'household_id', type: 'uuid' })
  householdId: string;

  @Column({ name: 'recipe_id', type: 'text', nullable: true })
  recipeId: string | null;

  @Column({ name: 'recipe_title', type: 'text', nullable: true })
  recipeTitle: string | null;

  @Column({ type: 'text', default: '1' })
  quantity: string;

  @Column({ type: 'text', default: 'unité' })
  unit: string;

  /** Insertion order: the first recipe share names the row's recipe. */
  @Column({ type: 'bigint', insert: false, update: false, select: true })
  seq: string;
}
