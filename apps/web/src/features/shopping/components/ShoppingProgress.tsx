import { countOf, joinFacts } from '#contracts';
import type { ShoppingProgress as Progress } from '../shopping-lines';

/** '3 / 8 articles · 38 %' over a bar; the percentage is the rounded share of checked items. */
export function ShoppingProgress({ progress }: { progress: Progress }) {
  const { checked, total, percent } = progress;
  const summary = joinFacts([`${checked} / ${countOf(total, 'article', 'articles')}`, `${percent}\u00a0%`]);
  return (
    <div className="sh-progress">
      <div className="sh-progress-head">
        <span id="sh-progress-label" className="sh-progress-label">
          Progression des courses
        </span>
        <span className="sh-progress-summary">{summary}</span>
      </div>
      <div
        className="sh-progress-track"
        role="progressbar"
        aria-labelledby="sh-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${countOf(checked, 'article coché', 'articles cochés')} sur ${total} (${percent}\u00a0%)`}
      >
        <span className="sh-progress-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
