import { useState } from 'react';
import { dishTypePicture, recipeImageThumbnail, type DishType } from '#contracts';
import { AppIcon } from '../../../shared/ui/AppIcon';

/**
 * The recipe's picture, decorative (the title beside it says it all). A picture that fails to load
 * gives way to the type's own illustration, then to a plain tile: never a broken-image icon. For
 * suggestions, the book and favourites alike.
 */
export function RecipeImage({
  recipe,
  className,
  thumbnail = false,
}: {
  recipe: { imageUrl: string | null; type: DishType | null };
  className?: string;
  /** Cards ask for the ~400 px copy of a stored picture (the detail shows the ~1200 px one). */
  thumbnail?: boolean;
}) {
  const candidates = [thumbnail ? recipeImageThumbnail(recipe.imageUrl) : recipe.imageUrl, recipe.type && dishTypePicture(recipe.type)].filter((src, i, all): src is string => Boolean(src) && all.indexOf(src) === i);
  const [failed, setFailed] = useState(0);
  const src = candidates[failed];
  return (
    <div className={`rk-image ${className ?? ''}`}>
      {src ? (
        <img key={src} src={src} alt="" width="320" height="240" onError={() => setFailed((n) => n + 1)} />
      ) : (
        <div className="rk-image-fallback">
          <AppIcon name="chefHat" size={48} />
        </div>
      )}
    </div>
  );
}
