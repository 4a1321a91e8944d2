/** A node of a section's outline (delivery §3 "Navigation and outline"). @public */
export interface HierarchyNode {
  readonly id: number | 'root';
  readonly type: 'root' | 'container' | 'page';
  readonly title: string;
  readonly slug: string;
  /** 1-based position among the siblings of the same type (Unit 1, Unit 2, …). */
  readonly index: number;
  readonly children: readonly HierarchyNode[];
}
