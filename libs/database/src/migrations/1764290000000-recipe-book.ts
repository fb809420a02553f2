import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The household's recipe book. Every recipe is stored once in `recipes`; a favourite becomes a
 * per-user mark (`recipe_favorites`); a planned meal and a shopping line point at a recipe
 * (`recipe_ref`). Today's favourites and the recipes copied into planned meals move onto `recipes`
 * (a recipe generated once and favoured by two members, or planned twice, is one recipe); `down`
 * puts every favourite back as it was. Planned meals keep their own ingredient columns for now, so
 * nothing is lost either way.
 */
export class RecipeBook1764290000000 implements MigrationInterface {
  name = 'RecipeBook1764290000000';

  public async up(q: QueryRunner): Promise<void> {
    // Accent-insensitive search ("creme brulee" finds "Crème brûlée") with a trigram index.
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // unaccent() is only STABLE (its dictionary could change); an index needs IMMUTABLE, so the
    // dictionary is named explicitly, as the PostgreSQL documentation suggests.
    await q.query(`
      CREATE FUNCTION recipe_search_text(title text, ingredients text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
      $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, title || ' ' || array_to_string(ingredients, ' '))) $$`);
    await q.query(`
      CREATE FUNCTION search_fold(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
      $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$`);

    await q.query(`
      CREATE TABLE recipes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        household_id uuid NOT NULL REFERENCES households(id) ON DELETE CASCADE,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        source text NOT NULL CHECK (source IN ('generated', 'own', 'imported')),
        source_url text,
        origin_id text,
        title text NOT NULL CHECK (length(btrim(title)) > 0),
        description text,
        type text,
        servings int CHECK (servings >= 1),
        preparation_time int CHECK (preparation_time >= 0),
        cooking_time int CHECK (cooking_time >= 0),
        difficulty text,
        ingredients text[] NOT NULL DEFAULT '{}',
        ingredients_parsed jsonb NOT NULL DEFAULT '[]',
        steps text[] NOT NULL DEFAULT '{}',
        image text,
        tags text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX recipes_household_idx ON recipes (household_id, created_at DESC)`);
    // A generated recipe the household acts on twice (favourite, then plan) stays one recipe.
    await q.query(`CREATE UNIQUE INDEX recipes_origin_key ON recipes (household_id, origin_id) WHERE origin_id IS NOT NULL`);
    await q.query(`CREATE INDEX recipes_search_idx ON recipes USING gin (recipe_search_text(title, ingredients) gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE recipe_favorites (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        recipe_id uuid NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, recipe_id)
      )`);
    await q.query(`CREATE INDEX recipe_favorites_recipe_idx ON recipe_favorites (recipe_id)`);

    await q.query(`ALTER TABLE planned_meals ADD COLUMN recipe_ref uuid REFERENCES recipes(id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE shopping_items ADD COLUMN recipe_ref uuid REFERENCES recipes(id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX planned_meals_recipe_ref_idx ON planned_meals (recipe_ref) WHERE recipe_ref IS NOT NULL`);
    await q.query(`CREATE INDEX shopping_items_recipe_ref_idx ON shopping_items (recipe_ref) WHERE recipe_ref IS NOT NULL`);

    await this.moveFavorites(q);
    await this.movePlannedMeals(q);
    await q.query(`
      UPDATE shopping_items s SET recipe_ref = r.id
      FROM recipes r WHERE r.household_id = s.household_id AND r.origin_id = s.recipe_id`);
  }

  /** Favourites were per user; their recipe joins the user's household's book. */
  private async moveFavorites(q: QueryRunner): Promise<void> {
    // A user with favourites and no household (not expected: sign-up creates one) gets one, so
    // that no favourite is dropped.
    const lonely: { user_id: string }[] = await q.query(`
      SELECT DISTINCT f.user_id FROM favorite_recipes f
      WHERE NOT EXISTS (SELECT 1 FROM household_members m WHERE m.user_id = f.user_id)`);
    for (const { user_id } of lonely) {
      await q.query(
        `WITH made AS (INSERT INTO households (name) VALUES ('Mon foyer') RETURNING id)
         INSERT INTO household_members (household_id, user_id, role) SELECT id, $1, 'owner' FROM made`,
        [user_id],
      );
    }
    await q.query(`
      INSERT INTO recipes (household_id, created_by, source, origin_id, title, description, type, servings,
                           preparation_time, difficulty, ingredients, steps, image, created_at, updated_at)
      SELECT DISTINCT ON (m.household_id, f.recipe_id)
             m.household_id, f.user_id, 'generated', f.recipe_id, f.recipe_title, f.description, f.type,
             f.servings, f.preparation_time, f.difficulty, f.ingredients, f.instructions, f.recipe_image,
             f.created_at, f.created_at
      FROM favorite_recipes f JOIN household_members m ON m.user_id = f.user_id
      ORDER BY m.household_id, f.recipe_id, f.created_at`);
    await q.query(`
      INSERT INTO recipe_favorites (user_id, recipe_id, created_at)
      SELECT f.user_id, r.id, f.created_at
      FROM favorite_recipes f
      JOIN household_members m ON m.user_id = f.user_id
      JOIN recipes r ON r.household_id = m.household_id AND r.origin_id = f.recipe_id`);
    await q.query(`DROP TABLE favorite_recipes`);
  }

  /** A planned meal with a recipe (an id or ingredient lines) points at it in the book. */
  private async movePlannedMeals(q: QueryRunner): Promise<void> {
    // By recipe id: one recipe per household and id, from the meal that carries the most.
    await q.query(`
      INSERT INTO recipes (household_id, created_by, source, origin_id, title, servings, ingredients, steps, created_at, updated_at)
      SELECT DISTINCT ON (p.household_id, p.recipe_id)
             p.household_id, p.created_by, 'generated', p.recipe_id, p.recipe_title, p.recipe_servings,
             p.ingredients, p.instructions, p.created_at, p.created_at
      FROM planned_meals p
      WHERE p.recipe_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM recipes r WHERE r.household_id = p.household_id AND r.origin_id = p.recipe_id)
      ORDER BY p.household_id, p.recipe_id, cardinality(p.ingredients) DESC, p.created_at`);
    await q.query(`
      UPDATE planned_meals p SET recipe_ref = r.id
      FROM recipes r WHERE p.recipe_id IS NOT NULL AND r.household_id = p.household_id AND r.origin_id = p.recipe_id`);
    // Without an id but with lines typed in: each becomes the household's own recipe.
    const loose: { id: string }[] = await q.query(`
      SELECT id FROM planned_meals WHERE recipe_id IS NULL AND cardinality(ingredients) > 0`);
    for (const { id } of loose) {
      await q.query(
        `WITH made AS (
           INSERT INTO recipes (household_id, created_by, source, title, servings, ingredients, steps, created_at, updated_at)
           SELECT household_id, created_by, 'own', recipe_title, recipe_servings, ingredients, instructions, created_at, created_at
           FROM planned_meals WHERE id = $1 RETURNING id
         )
         UPDATE planned_meals SET recipe_ref = (SELECT id FROM made) WHERE id = $1`,
        [id],
      );
    }
  }

  public async down(q: QueryRunner): Promise<void> {
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
    await q.query(`
      INSERT INTO favorite_recipes (user_id, recipe_id, recipe_title, recipe_image, description, preparation_time,
                                    servings, difficulty, type, ingredients, instructions, created_at)
      SELECT f.user_id, coalesce(r.origin_id, r.id::text), r.title, r.image, r.description, r.preparation_time,
             r.servings, r.difficulty, r.type, r.ingredients, r.steps, f.created_at
      FROM recipe_favorites f JOIN recipes r ON r.id = f.recipe_id`);
    // Meals planned from the book after the upgrade keep their recipe's lines and id.
    await q.query(`
      UPDATE planned_meals p SET
        recipe_id = coalesce(p.recipe_id, r.origin_id, r.id::text),
        ingredients = CASE WHEN cardinality(p.ingredients) = 0 THEN r.ingredients ELSE p.ingredients END,
        instructions = CASE WHEN cardinality(p.instructions) = 0 THEN r.steps ELSE p.instructions END,
        recipe_servings = coalesce(p.recipe_servings, r.servings)
      FROM recipes r WHERE r.id = p.recipe_ref`);
    await q.query(`ALTER TABLE shopping_items DROP COLUMN recipe_ref`);
    await q.query(`ALTER TABLE planned_meals DROP COLUMN recipe_ref`);
    await q.query(`DROP TABLE recipe_favorites`);
    await q.query(`DROP TABLE recipes`);
    await q.query(`DROP FUNCTION search_fold(text)`);
    await q.query(`DROP FUNCTION recipe_search_text(text, text[])`);
  }
}
