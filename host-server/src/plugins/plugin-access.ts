import type { Knex } from 'knex';
import type { PluginAccess } from '@quire/plugin-sdk/server';
import { firstHot } from '../db/prepared-sqlite.js';
import type { RateLimiter } from '../security/rate-limiter.js';
import { pagesWithElement } from './pages-with-element.js';
import { publishedElement } from './published-element.js';

const MEMBER_OF_PROJECT_SQL = 'select 1 as found from project_members m join projects p on p.id = m.project_id where m.user_id = ? and p.slug = ?';
const MEMBER_OF_ANY_SQL = 'select 1 as found from project_members where user_id = ? limit 1';
const ENROLLED_IN_SECTION_SQL = 'select 1 as found from enrollments e join sections s on s.id = e.section_id where e.user_id = ? and s.slug = ?';
const PROJECT_BY_SLUG_SQL = 'select id, slug, title from projects where slug = ?';
const ENROLLED_IN_ANY_SQL = 'select 1 as found from enrollments where user_id = ? limit 1';

/** Slugs are short; a longer one names nothing, and is not looked up. */
const MAX_SLUG_LENGTH = 100;

/** The host's membership, enrolment and rate-limit checks as a plugin's server part uses them. */
export function pluginAccess(db: Knex, rateLimiter: RateLimiter, pluginId: string): PluginAccess {
  const exists = async (sql: string, params: readonly unknown[]) => (await firstHot<{ found: number }>(db, sql, params)) !== undefined;
  return {
    isProjectMember: (userId, projectSlug) => {
      if (projectSlug === undefined) return exists(MEMBER_OF_ANY_SQL, [userId]);
      return projectSlug.length > MAX_SLUG_LENGTH ? Promise.resolve(false) : exists(MEMBER_OF_PROJECT_SQL, [userId, projectSlug]);
    },
    isEnrolled: (userId, sectionSlug) => {
      if (sectionSlug === undefined) return exists(ENROLLED_IN_ANY_SQL, [userId]);
      return sectionSlug.length > MAX_SLUG_LENGTH ? Promise.resolve(false) : exists(ENROLLED_IN_SECTION_SQL, [userId, sectionSlug]);
    },
    // The plugin's id keeps its keys apart from the host's and other plugins'.
    hit: (key, limit) => rateLimiter.hit(`plugin:${pluginId}:${key}`, limit),
    publishedElement: (sectionSlug, elementId, kind) => publishedElement(db, sectionSlug, elementId, kind),
    project: async (projectSlug) => {
      if (projectSlug.length > MAX_SLUG_LENGTH) return undefined;
      const row = await firstHot<{ id: number; slug: string; title: string }>(db, PROJECT_BY_SLUG_SQL, [projectSlug]);
      return row ? { id: Number(row.id), slug: row.slug, title: row.title } : undefined;
    },
    pagesWithElement: (projectId, kind, field, value) => pagesWithElement(db, projectId, kind, field, value),
  };
}
