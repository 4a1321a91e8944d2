/** A learning objective as the filter searches it: its own title and its parents'. */
export interface SearchableObjective {
  readonly id: number;
  readonly title: string;
  readonly parentIds: readonly number[] | null;
}

/**
 * Whether an objective matches what the author typed (spec authoring §5): its own title or
 * the title of one of its parents holds the text, case-insensitive.
 */
export function objectiveMatches(objective: SearchableObjective, query: string, byId: ReadonlyMap<number, SearchableObjective>): boolean {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return true;
  const holds = (title: string | undefined) => title !== undefined && title.toLowerCase().includes(wanted);
  return holds(objective.title) || (objective.parentIds ?? []).some((id) => holds(byId.get(id)?.title));
}
