/**
 * The facet tokens of a banked activity on SQLite: its project, type, tags, objectives,
 * how many tags and objectives it has, and digests of its title's and text's words, written
 * as words of the full-text table's `facets` column. A whole bank filter then runs as one
 * FTS5 match, whose sorted lists intersect far faster than rows read one by one.
 * Each token is lower-case letters and digits only, so it is one FTS5 token and never
 * needs quoting.
 */
import { createHash } from 'node:crypto';

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

export const facetTokens = {
  project: (id: number) => `p${id}`,
  type: (slug: string) => `y${hex(slug)}`,
  tag: (id: number) => `t${id}`,
  objective: (id: number) => `o${id}`,
  tagCount: (count: number) => `tc${count}`,
  objectiveCount: (count: number) => `oc${count}`,
  title: (words: string) => `ht${digest(words)}`,
  body: (words: string) => `hb${digest(words)}`,
  /** A token no activity has: what a condition that can match nothing compiles to. */
  never: 'x0',
} as const;

/** The `facets` text of one activity. */
export function activityFacets(fields: {
  projectId: number;
  activityType: string | null;
  tags: readonly number[];
  objectives: readonly number[];
  titleWords: string;
  bodyWords: string;
}): string {
  return [
    facetTokens.project(fields.projectId),
    ...(fields.activityType === null ? [] : [facetTokens.type(fields.activityType)]),
    ...fields.tags.map(facetTokens.tag),
    ...fields.objectives.map(facetTokens.objective),
    facetTokens.tagCount(fields.tags.length),
    facetTokens.objectiveCount(fields.objectives.length),
    facetTokens.title(fields.titleWords),
    facetTokens.body(fields.bodyWords),
  ].join(' ');
}
