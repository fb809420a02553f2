import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The household's kitchen (shopping list, planning, fridge) and each user's favourites. */
export class Kitchen1763900000000 implements MigrationInterface {
  name = 'Kitchen1763900000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE shopping_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        household_id uuid NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        name text NOT NULL CHECK (length(trim(name)) > 0),
        quantity text NOT NULL DEFAULT '1',
        unit text NOT NULL DEFAULT 'unité',
        checked boolean NOT NULL DEFAULT false,
        recipe_id text,
        recipe_title text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX shopping_items_household_idx ON shopping_items (household_id, created_at DESC)`);
    // The same recipe's same ingredient only once per list (spec: error 23505).
    await q.query(
      `CREATE UNIQUE INDEX shopping_items_recipe_name_key ON shopping_items (household_id, recipe_id, lower(name)) WHERE recipe_id IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE planned_meals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        household_id uuid NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        recipe_id text,
        recipe_title text NOT NULL CHECK (length(trim(recipe_title)) > 0),
        date date NOT NULL,
        time time NOT NULL,
        servings int NOT NULL CHECK (servings >= 1),
        type text NOT NULL,
        ingredients text[] NOT NULL DEFAULT '{}',
        instructions text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX planned_meals_household_date_idx ON planned_meals (household_id, date, time)`);

    await q.query(`
      CREATE TABLE inventory_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        household_id uuid NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        name text NOT NULL CHECK (length(trim(name)) > 0),
        quantity int NOT NULL DEFAULT 1 CHECK (quantity >= 1),
        unit text NOT NULL DEFAULT 'unité',
        expiration_date date,
        category text NOT NULL DEFAULT 'Autre',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX inventory_items_household_idx ON inventory_items (household_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE favorite_recipes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        recipe_id text NOT NULL,
        recipe_title text NOT NULL,
        recipe_image text,
        description text,
        preparation_time int,
        servings int,
        difficulty text,
        type text,
        ingredients text[] NOT NULL DEFAULT '{}',
        instructions text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, recipe_id)
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE favorite_recipes`);
    await q.query(`DROP TABLE inventory_items`);
    await q.query(`DROP TABLE planned_meals`);
    await q.query(`DROP TABLE shopping_items`);
  }
}
