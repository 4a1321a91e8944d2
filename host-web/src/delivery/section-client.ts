import type { HierarchyNode } from '@quire/core';
import type { ApiClient } from '../app/api-client.js';

export interface DeliveredSection {
  readonly section: { readonly slug: string; readonly title: string; readonly role: 'student' | 'instructor'; readonly openAndFree: boolean };
  readonly hierarchy: HierarchyNode;
}

export const loadSection = (api: ApiClient, sectionSlug: string) => api.get<DeliveredSection>(`/sections/${encodeURIComponent(sectionSlug)}`);

/** The section's pages in reading order (depth first). */
export function pagesInOrder(node: HierarchyNode): HierarchyNode[] {
  return node.children.flatMap((child) => (child.type === 'page' ? [child] : pagesInOrder(child)));
}

/** A page's learner address (delivery §3: /sections/{sectionSlug}/{type}/{slug}). */
export const lessonPath = (sectionSlug: string, pageSlug: string) => `/sections/${sectionSlug}/lesson/${pageSlug}`;
