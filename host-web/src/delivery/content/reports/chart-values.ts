import { isRecord } from '@quire/core';

/** One bar of a chart: a name and a number. */
export interface ChartValue {
  readonly label: string;
  readonly count: number;
}

/** The values of a bar chart spec, and the titles of its two fields. */
export interface BarChartData {
  readonly values: readonly ChartValue[];
  readonly labelTitle: string;
  readonly countTitle: string;
  readonly description?: string;
}

type Channel = { field?: unknown; type?: unknown; title?: unknown };

/**
 * Reads the part of Vega-Lite the learner view draws without a chart library: a `bar`
 * mark over inline `data.values`, its number the `quantitative` channel and its name the
 * `nominal` (or `ordinal`) one, among `x`, `y` and `color`. Undefined for anything else.
 */
export function barChartData(spec: Record<string, unknown>): BarChartData | undefined {
  const mark = isRecord(spec.mark) ? spec.mark.type : spec.mark;
  const values = isRecord(spec.data) ? spec.data.values : undefined;
  if (mark !== 'bar' || !Array.isArray(values) || !isRecord(spec.encoding)) return undefined;
  const channels = ['x', 'y', 'color'].map((name) => (spec.encoding as Record<string, unknown>)[name]).filter(isRecord) as Channel[];
  const count = channels.find((channel) => channel.type === 'quantitative' && typeof channel.field === 'string');
  const label = channels.find((channel) => (channel.type === 'nominal' || channel.type === 'ordinal') && typeof channel.field === 'string');
  if (!count || !label) return undefined;
  const rows = values.filter(isRecord).map((row) => ({
    label: String(row[label.field as string] ?? ''),
    count: Math.max(0, Number(row[count.field as string]) || 0),
  }));
  return {
    values: rows,
    labelTitle: typeof label.title === 'string' ? label.title : String(label.field),
    countTitle: typeof count.title === 'string' ? count.title : String(count.field),
    description: typeof spec.description === 'string' ? spec.description : undefined,
  };
}
