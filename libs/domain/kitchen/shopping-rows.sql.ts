/**
 * The shopping list's hot statements as SQL, answering the contract's shape directly (ShoppingItem
 * with its shares): one round trip, no entity hydration, no date parsing. The list is the screen
 * every member keeps open in the shop, and a tick is its most frequent write.
 */

/** The contract's columns of `shopping_items i`, with the row's shares in insertion order. */
export const SHOPPING_ITEM_COLUMNS = `i.id, i.name, i.quantity, i.unit, i.checked,
  i.recipe_id AS "recipeId", i.recipe_title AS "recipeTitle",
  to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  COALESCE((SELECT json_agg(json_build_object('recipeId', s.recipe_id, 'recipeTitle', s.recipe_title, 'quantity', s.quantity, 'unit', s.unit) ORDER BY s.seq)
            FROM shopping_item_shares s WHERE s.item_id = i.id), '[]'::json) AS shares`;

/**
 * Newest first, as the spec orders the list; lines added together (a recipe, the week's groceries)
 * in French alphabetical order: ICU's collation sorts « pâtes » beside « pates » and « œuf » as
 * « oeuf », where the database's byte order (C.UTF-8) put them after every plain letter. $1: the household.
 */
export const LIST_SHOPPING_ITEMS = `SELECT ${SHOPPING_ITEM_COLUMNS} FROM shopping_items i WHERE i.household_id = $1 ORDER BY i.created_at DESC, i.name COLLATE "fr-x-icu" ASC`;

/**
 * A tick or untick that no rule watches, in one statement: the row holds no recipe's share, so
 * the recipe-completion rule (and the list's lock that serialises it) has nothing to decide.
 * No row back means "take the careful path" (unknown row, another household's, or a recipe's).
 * $1: id, $2: household, $3: checked.
 */
export const TICK_ROW_WITHOUT_RECIPE = `WITH ticked AS (
  UPDATE shopping_items SET checked = $3, updated_at = now()
  WHERE id = $1 AND household_id = $2
    AND NOT EXISTS (SELECT 1 FROM shopping_item_shares s WHERE s.item_id = $1 AND s.recipe_id IS NOT NULL)
  RETURNING *)
SELECT ${SHOPPING_ITEM_COLUMNS} FROM ticked i`;
