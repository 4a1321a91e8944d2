import type { HierarchyNode } from '@quire/core';
import type { ApiClient } from '../app/api-client.js';

export interface DeliveredSection {
  readonly section: { readonly slug: string; readonly title: string; readonly role: 'student' | 'instructor'; readonly openAndFree: boolean; readonly preview: boolean };
  readonly hierarchy: HierarchyNode;
}

/** A section and its outline; in preview (a project member or instructor), without enrolling anyone. */
export const loadSection = (api: ApiClient, sectionSlug: string, preview = false) =>
  api.get<DeliveredSection>(`/sections/${encodeURIComponent(sectionSlug)}${preview ? '?mode=preview' : ''}`);

/** The section's pages in reading order (depth first). */
export function pagesInOrder(node: HierarchyNode): HierarchyNode[] {
  return node.children.flatMap((child) => (child.type === 'page' ? [child] : pagesInOrder(child)));
}

/** A page's address (delivery §3: /sections/{sectionSlug}/{type}/{slug}, in preview /sections/{sectionSlug}/preview/{type}/{slug}). */
export const lessonPath = (sectionSlug: string, pageSlug: string, preview = false) =>
  `/sections/${sectionSlug}${preview ? '/preview' : ''}/lesson/${pageSlug}`;
