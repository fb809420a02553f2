import { useState } from 'react';
import type { DishType } from '#contracts';

// A drawing per dish type for favourites saved without a picture (or whose picture fails to load).
const PLACEHOLDER: Record<DishType | 'none', string> = {
  boisson: '🍹',
  entrée: '🥗',
  plat: '🍲',
  dessert: '🍰',
  'amuse-bouche': '🍢',
  apéro: '🫒',
  none: '🍽️',
};

interface RecipeImageProps {
  src: string | null;
  type: DishType | null;
  className?: string;
}

/** Decorative: the recipe's title always sits beside it. */
export function RecipeImage({ src, type, className = '' }: RecipeImageProps) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img className={`recipe-image ${className}`} src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
    );
  }
  const key = type && type in PLACEHOLDER ? type : 'none';
  return (
    <div className={`recipe-image recipe-placeholder ${className}`} data-type={key} aria-hidden="true">
      <span>{PLACEHOLDER[key]}</span>
    </div>
  );
}
