/** The kinds of curriculum entry: units (containers) and pages. @public */
export const CURRICULUM_KINDS = ['container', 'page'] as const;

/** One entry of a project's curriculum tree, as the server answers it. @public */
export interface CurriculumItem {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly kind: (typeof CURRICULUM_KINDS)[number];
  readonly parentId: number | null;
  readonly position: number;
  /** Containers only. */
  readonly children?: readonly CurriculumItem[];
}

/** The pages in reading order: depth first through the tree. @public */
export function pagesInOrder(items: readonly CurriculumItem[], out: CurriculumItem[] = []): CurriculumItem[] {
  for (const item of items) {
    if (item.kind === 'page') out.push(item);
    if (item.children) pagesInOrder(item.children, out);
  }
  return out;
}
