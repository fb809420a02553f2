import type { ReactNode } from 'react';

/**
 * The fridge drawing around the shelves: the freezer door with its handle and a little display on
 * top, the lit compartment below. Decoration only; the shelves inside carry the content.
 */
export function Fridge({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className="fridge" aria-busy={busy || undefined}>
      <div className="fridge-freezer" aria-hidden="true">
        <span className="fridge-display">4 °C</span>
        <span className="fridge-handle" />
      </div>
      <div className="fridge-compartment">{children}</div>
      <div className="fridge-feet" aria-hidden="true">
        <span />
        <span />
      </div>
    </div>
  );
}
