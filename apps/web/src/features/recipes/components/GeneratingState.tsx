import { useEffect, useRef } from 'react';
import { dishTypePicture, type DishType } from '#contracts';
import { dishLabel } from '../recipe-format';
import '../recipes.css';

/**
 * The wait (a few seconds, up to about 15 s when the server retries). Takes the focus, since the
 * button that started it is gone, and says politely what is happening.
 */
export function GeneratingState({ dishType }: { dishType: DishType }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="rk-generating" role="status" aria-live="polite">
      <img className="rk-generating-img" src={dishTypePicture(dishType)} alt="" width="160" height="120" />
      <span className="spinner rk-generating-spinner" aria-hidden="true" />
      <p className="rk-generating-text">Le chef prépare votre recette…</p>
      <p className="rk-generating-type">{dishLabel(dishType)}</p>
    </div>
  );
}
