import { barChartData } from './chart-values.js';
import { likertColour } from './likert-colour.js';
import { UNSUPPORTED_CHART_MESSAGE } from './vega-lite-renderer.js';
import './reports.css';

const percent = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

/**
 * The Likert report renderer (delivery §3, the LikertReportRenderer widget) for
 * `likert_bar` reports: one horizontal bar stacked from the levels in their order, each
 * its colour on a diverging scale, and a legend listing every level with its count and
 * share. The legend is what assistive technology reads; the bar is decoration.
 */
export function LikertReportRenderer({ spec }: { spec: Record<string, unknown> }) {
  const data = barChartData(spec);
  if (!data) return <p className="report-note">{UNSUPPORTED_CHART_MESSAGE}</p>;
  const levels = data.values;
  const total = levels.reduce((sum, level) => sum + level.count, 0);
  return (
    <figure className="likert-report">
      <div className="likert-bar" aria-hidden="true">
        {levels.map((level, index) =>
          level.count > 0 ? (
            <span
              key={`${index}-${level.label}`}
              className="likert-segment"
              data-level={level.label}
              style={{ width: `${(level.count / total) * 100}%`, background: likertColour(index, levels.length) }}
            />
          ) : null,
        )}
      </div>
      <figcaption>
        <span className="likert-caption">{data.description ?? 'Levels'}</span>
        <ul className="likert-legend">
          {levels.map((level, index) => (
            <li key={`${index}-${level.label}`}>
              <span className="likert-swatch" aria-hidden="true" style={{ background: likertColour(index, levels.length) }} />
              {`${level.label}: ${level.count.toLocaleString()} (${percent(level.count, total)}%)`}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
