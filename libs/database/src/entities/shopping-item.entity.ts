import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('shopping_items')
export class ShoppingItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'household_id', type: 'uuid' })
  householdId: string;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @Column({ type: 'text' })
  name: string;

  /** Free text, as the spec keeps it ('1', '200', '1,5'). */
  @Column({ type: 'text', default: '1' })
  quantity: string;

  @Column({ type: 'text', default: 'unité' })
  unit: string;

  @Column({ type: 'boolean', default: false })
  checked: boolean;

  @Column({ name: 'recipe_id', type: 'text', nullable: true })
  recipeId: string | null;

  /** The recipe of the household's book this points at, if any. */
  @Column({ name: 'recipe_ref', type: 'uuid', nullable: true })
  recipeRef: string | null;

  @Column({ name: 'recipe_title', type: 'text', nullable: true })
  recipeTitle: string | null;

  /**
   * When each field was last edited, as the editor saw the time (an offline edit's `madeAt`): for
   * each field the latest edit wins, and an older one arriving later is superseded.
   */
  @Column({ name: 'name_edited_at', type: 'timestamptz', nullable: true })
  nameEditedAt: Date | null;

  @Column({ name: 'quantity_edited_at', type: 'timestamptz', nullable: true })
  quantityEditedAt: Date | null;

  @Column({ name: 'unit_edited_at', type: 'timestamptz', nullable: true })
  unitEditedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
