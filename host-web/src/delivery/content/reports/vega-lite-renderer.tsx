import { barChartData } from './chart-values.js';
import './reports.css';

/** What replaces a chart whose spec is not a bar chart this renderer draws. */
export const UNSUPPORTED_CHART_MESSAGE = 'This chart cannot be shown.';

/**
 * The generic chart renderer (delivery §3, the VegaLiteRenderer widget) for the bar
 * charts reports send: a table of the values, one row per bar, whose count cell draws
 * the bar with CSS. The table is what assistive technology reads; the bars are
 * decoration. Drawn without a chart library so the learner bundle stays small.
 */
export function VegaLiteRenderer({ spec }: { spec: Record<string, unknown> }) {
  const data = barChartData(spec);
  if (!data) return <p className="report-note">{UNSUPPORTED_CHART_MESSAGE}</p>;
  const largest = Math.max(1, ...data.values.map((value) => value.count));
  return (
    <table className="bar-chart">
      <caption>{data.description ?? 'Chart'}</caption>
      <thead>
        <tr>
          <th scope="col">{data.labelTitle}</th>
          <th scope="col">{data.countTitle}</th>
        </tr>
      </thead>
      <tbody>
        {data.values.map((value, index) => (
          <tr key={`${index}-${value.label}`}>
            <th scope="row">{value.label}</th>
            <td>
              <div className="bar-chart-cell">
                <span className="bar-chart-track" aria-hidden="true">
                  <span className="bar-chart-bar" style={{ width: `${(value.count / largest) * 100}%` }} />
                </span>
                <span className="bar-chart-count">{value.count.toLocaleString()}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
