/** At most `max` events in each window of `windowMs`. @public */
export interface PluginRateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * What the host knows of who may do what, lent to server parts: a plugin's route checks the
 * person asking (`pluginRequest(ctx).user`) against the host's projects and sections
 * rather than reading the host's tables.
 * @public
 */
export interface PluginAccess {
  /** Whether the user is an owner or author of the project, or of any project when none is named. */
  isProjectMember(userId: number, projectSlug?: string): Promise<boolean>;
  /** Whether the user is enrolled in the section, or in any section when none is named. */
  isEnrolled(userId: number, sectionSlug?: string): Promise<boolean>;
  /**
   * Counts one event for `key` (the host keeps it apart from other plugins' keys) and
   * answers whether it is within the limit, and when to try again if not. Every server
   * process counts the same events.
   */
  hit(key: string, limit: PluginRateLimit): Promise<{ readonly allowed: boolean; readonly retryAfterMs: number }>;
  /**
   * The element of this kind and id in the pages the section delivers (its publication),
   * with its fields but not its children; undefined when the section delivers none. A route
   * told which block a request comes from checks it so, and reads what the author set.
   */
  publishedElement(sectionSlug: string, elementId: string, kind: string): Promise<PublishedElement | undefined>;
  /** The project of this slug, or undefined when there is none. */
  project(projectSlug: string): Promise<{ readonly id: number; readonly slug: string; readonly title: string } | undefined>;
  /**
   * The project's pages (not deleted) whose current revision holds an element of `kind`
   * whose `field` is `value`, by title: what a plugin names when it refuses to delete a thing
   * pages still use.
   */
  pagesWithElement(projectId: number, kind: string, field: string, value: string | number): Promise<readonly PluginPageSummary[]>;
}

/** A page of a project, as `pagesWithElement` names it. @public */
export interface PluginPageSummary {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
}

/** An element as a section delivers it, without its children. @public */
export interface PublishedElement {
  readonly type: string;
  readonly id: string;
  readonly [field: string]: unknown;
}
