/** The label of the n-th part (1-based) in the editor and the learner's view. @public */
export function partLabel(n: number): string {
  return `Part ${n}`;
}
