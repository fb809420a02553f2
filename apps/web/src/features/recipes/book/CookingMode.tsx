import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CookedDialog } from '../cooked/CookedDialog';
import type { CookedState } from '../cooked/cooked-state';
import { clock, stepIngredients, stepTimers } from './cooking';
import { useBookRecipe } from './use-book';

/** A short kitchen-timer ring, made in the browser (no sound file to load). */
function ring() {
  try {
    const audio = new AudioContext();
    for (let i = 0; i < 3; i++) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = 880;
      osc.connect(gain).connect(audio.destination);
      gain.gain.setValueAtTime(0.3, audio.currentTime + i * 0.4);
      osc.start(audio.currentTime + i * 0.4);
      osc.stop(audio.currentTime + i * 0.4 + 0.25);
    }
  } catch {
    // No audio (old browser, muted tab): the timer still says it is done.
  }
}

/** Keeps the screen on while cooking, where the browser has the Wake Lock API. */
function useWakeLock() {
  useEffect(() => {
    let lock: { release: () => Promise<void> } | undefined;
    const nav = navigator as Navigator & { wakeLock?: { request: (t: 'screen') => Promise<{ release: () => Promise<void> }> } };
    const take = () => void nav.wakeLock?.request('screen').then((l) => (lock = l)).catch(() => undefined);
    take();
    // The lock is dropped when the tab is hidden; take it again on return.
    const again = () => document.visibilityState === 'visible' && take();
    document.addEventListener('visibilitychange', again);
    return () => {
      document.removeEventListener('visibilitychange', again);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}

function Timer({ label, seconds }: { label: string; seconds: number }) {
  const [left, setLeft] = useState<number | null>(null);
  const tick = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(tick.current), []);
  function start() {
    clearInterval(tick.current);
    const end = Date.now() + seconds * 1000;
    setLeft(seconds);
    tick.current = setInterval(() => {
      const now = Math.max(0, Math.round((end - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) {
        clearInterval(tick.current);
        ring();
      }
    }, 250);
  }
  return (
    <button type="button" className="btn btn-secondary cook-timer" onClick={start} aria-live="polite">
      {left === null ? `Minuteur ${label}` : left === 0 ? `Terminé (${label})` : `${clock(left)} restantes`}
    </button>
  );
}

/** /dashboard/recipes/:id/cook: one step at a time, in large type, usable with one thumb. */
export function CookingMode() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const servings = Number(params.get('servings')) || undefined;
  const recipe = useBookRecipe(id, servings);
  const [index, setIndex] = useState(0);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  // Set once the fridge is updated: closing the dialog then must not navigate a second time without the undo.
  const applied = useRef(false);
  useWakeLock();

  if (recipe.isPending) return <p aria-busy="true">Chargement de la recette…</p>;
  if (!recipe.data) return <p role="alert">Cette recette n'existe pas ou plus.</p>;
  const r = recipe.data;
  const step = r.steps[index] ?? '';
  const used = stepIngredients(step, r.ingredients, r.parsedIngredients);

  return (
    <section className="cook" aria-label={`Mode cuisine : ${r.title}`}>
      <header className="cook-head">
        <Link className="book-back" to={`/dashboard/recipes/${r.id}`}>
          Quitter
        </Link>
        <p>
          Étape {index + 1} sur {r.steps.length}
        </p>
      </header>
      <h1 className="visually-hidden">{r.title}</h1>
      <p className="cook-step" aria-live="polite">
        {step}
      </p>
      {used.length > 0 && (
        <ul className="cook-ingredients" aria-label="Ingrédients de cette étape">
          {used.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      <div className="cook-timers">
        {stepTimers(step).map((t, i) => (
          <Timer key={`${index}-${i}`} label={t.label} seconds={t.seconds} />
        ))}
      </div>
      <nav className="cook-nav" aria-label="Étapes">
        <button type="button" className="btn btn-secondary" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
          Précédente
        </button>
        {index < r.steps.length - 1 ? (
          <button type="button" className="btn btn-primary" onClick={() => setIndex((i) => i + 1)}>
            Suivante
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setDone(true)}>
            Terminé
          </button>
        )}
      </nav>
      <CookedDialog
        open={done}
        ingredients={r.ingredients}
        servings={r.servings ?? undefined}
        onOpenChange={(open) => {
          setDone(open);
          if (!open && !applied.current) void navigate(`/dashboard/recipes/${r.id}`);
        }}
        onApplied={(result) => {
          applied.current = true;
          const state: CookedState = { cookedUndo: result.undo };
          void navigate(`/dashboard/recipes/${r.id}`, { state });
        }}
      />
    </section>
  );
}
