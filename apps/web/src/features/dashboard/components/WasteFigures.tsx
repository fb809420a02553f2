import { countOf, plural, type WasteFigures as Figures, type WasteMonth } from '#contracts';

const monthName = (month: string, style: 'short' | 'long') =>
  new Intl.DateTimeFormat('fr-CH', { month: style, timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

interface WasteFiguresProps {
  figures: Figures | undefined;
  loading: boolean;
}

/**
 * Anti-gaspi: this month's items used before their date against those thrown, and the last months
 * as a small bar chart. The chart is drawn for the eye; a table says the same to screen readers.
 */
export function WasteFigures({ figures, loading }: WasteFiguresProps) {
  if (loading || !figures) {
    return (
      <section className="waste card" aria-labelledby="waste-title" aria-busy={loading}>
        <h2 id="waste-title" className="waste-title">
          Anti-gaspi
        </h2>
        {loading && <span className="skeleton waste-skeleton" aria-hidden="true" />}
      </section>
    );
  }
  const { thisMonth, trend } = figures;
  const nothingYet = trend.every((m) => m.usedBeforeDate === 0 && m.thrown === 0);
  return (
    <section className="waste card" aria-labelledby="waste-title">
      <h2 id="waste-title" className="waste-title">
        Anti-gaspi <span className="waste-month">· {monthName(thisMonth.month, 'long')}</span>
      </h2>
      <div className="waste-now">
        <p className="waste-figure is-used">
          <strong>{thisMonth.usedBeforeDate}</strong>
          <span>{plural(thisMonth.usedBeforeDate, 'utilisé avant la date', 'utilisés avant la date')}</span>
        </p>
        <p className="waste-figure is-thrown">
          <strong>{thisMonth.thrown}</strong>
          <span>{plural(thisMonth.thrown, 'jeté', 'jetés')}</span>
        </p>
      </div>
      {nothingYet ? (
        <p className="waste-hint">Marquez vos articles « Utilisé » ou « Jeté » pour suivre votre gaspillage mois après mois.</p>
      ) : (
        <TrendChart trend={trend} />
      )}
    </section>
  );
}

const BAR = 10;
const GAP = 3;
const GROUP = 2 * BAR + GAP + 18;
const HEIGHT = 64;

function TrendChart({ trend }: { trend: WasteMonth[] }) {
  const max = Math.max(1, ...trend.flatMap((m) => [m.usedBeforeDate, m.thrown]));
  const h = (n: number) => (n === 0 ? 1 : Math.max(3, Math.round((n / max) * HEIGHT)));
  const width = trend.length * GROUP;
  return (
    <figure className="waste-trend">
      <svg viewBox={`0 0 ${width} ${HEIGHT + 18}`} width="100%" height={HEIGHT + 18} preserveAspectRatio="xMidYMax meet" aria-hidden="true" focusable="false">
        {trend.map((m, i) => {
          const x = i * GROUP + 9;
          return (
            <g key={m.month}>
              <rect className="waste-bar is-used" x={x} y={HEIGHT - h(m.usedBeforeDate)} width={BAR} height={h(m.usedBeforeDate)} rx={2} />
              <rect className="waste-bar is-thrown" x={x + BAR + GAP} y={HEIGHT - h(m.thrown)} width={BAR} height={h(m.thrown)} rx={2} />
              <text className="waste-axis" x={x + BAR + GAP / 2} y={HEIGHT + 14} textAnchor="middle">
                {monthName(m.month, 'short')}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="waste-legend">
        <span className="waste-key is-used">Utilisés avant la date</span>
        <span className="waste-key is-thrown">Jetés</span>
      </figcaption>
      <table className="visually-hidden">
        <caption>Évolution sur les {trend.length} derniers mois</caption>
        <thead>
          <tr>
            <th scope="col">Mois</th>
            <th scope="col">Utilisés avant la date</th>
            <th scope="col">Jetés</th>
          </tr>
        </thead>
        <tbody>
          {trend.map((m) => (
            <tr key={m.month}>
              <th scope="row">{`${monthName(m.month, 'long')} ${m.month.slice(0, 4)}`}</th>
              <td>{countOf(m.usedBeforeDate, 'article', 'articles')}</td>
              <td>{countOf(m.thrown, 'article', 'articles')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
