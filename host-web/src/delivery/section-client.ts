import type { HierarchyNode, PluginSettingsValues } from '@quire/core';
import type { CoursePage } from '@quire/plugin-sdk/delivery';
import type { ApiClient } from '../app/api-client.js';

export interface DeliveredSection {
  readonly section: { readonly slug: string; readonly title: string; readonly role: 'student' | 'instructor'; readonly openAndFree: boolean; readonly preview: boolean };
  readonly hierarchy: HierarchyNode;
  /** The project's settings of each plugin that has some, by plugin id (absent from an older server). */
  readonly pluginSettings?: Readonly<Record<string, PluginSettingsValues>>;
}

/** A section and its outline; in preview (a project member or instructor), without enrolling anyone. */
export const loadSection = (api: ApiClient, sectionSlug: string, preview = false) =>
  api.get<DeliveredSection>(`/sections/${encodeURIComponent(sectionSlug)}${preview ? '?mode=preview' : ''}`);

/** The section's pages in reading order (depth first). */
export function pagesInOrder(node: HierarchyNode): HierarchyNode[] {
  return node.children.flatMap((child) => (child.type === 'page' ? [child] : pagesInOrder(child)));
}

/** The section's pages as delivery views link to them (the delivery context's `coursePages`). */
export function coursePagesOf(hierarchy: HierarchyNode): CoursePage[] {
  return pagesInOrder(hierarchy).flatMap((page) => (typeof page.id === 'number' ? [{ id: page.id, slug: page.slug, title: page.title }] : []));
}

/** A page's address (delivery §3: /sections/{sectionSlug}/{type}/{slug}, in preview /sections/{sectionSlug}/preview/{type}/{slug}). */
export const lessonPath = (sectionSlug: string, pageSlug: string, preview = false) =>
  `/sections/${sectionSlug}${preview ? '/preview' : ''}/lesson/${pageSlug}`;

/**
 * The slug a page of the section's publication has, given a slug it has or had (a rename
 * keeps the old address working); rejects with 404 when no page of the course had it.
 */
export async function findPageSlug(api: ApiClient, sectionSlug: string, pageSlug: string, preview = false): Promise<string> {
  const path = `/sections/${encodeURIComponent(sectionSlug)}/slugs/${encodeURIComponent(pageSlug)}${preview ? '?mode=preview' : ''}`;
  return (await api.get<{ resourceId: number; slug: string }>(path)).slug;
}
