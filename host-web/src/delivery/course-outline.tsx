import { Link } from 'wouter';
import type { HierarchyNode } from '@quire/core';
import { lessonPath } from './section-client.js';

/** The Course Content outline: containers and their pages, the current page marked. */
export function CourseOutline({ sectionSlug, hierarchy, currentSlug, preview = false }: { sectionSlug: string; hierarchy: HierarchyNode; currentSlug?: string; preview?: boolean }) {
  return (
    <nav className="course-outline" aria-label="Course Content">
      <h2>Course Content</h2>
      <OutlineLevel sectionSlug={sectionSlug} nodes={hierarchy.children} currentSlug={currentSlug} preview={preview} />
    </nav>
  );
}

function OutlineLevel({ sectionSlug, nodes, currentSlug, preview }: { sectionSlug: string; nodes: readonly HierarchyNode[]; currentSlug?: string; preview: boolean }) {
  if (nodes.length === 0) return null;
  return (
    <ul>
      {nodes.map((node) => (
        <li key={String(node.id)}>
          {node.type === 'page' ? (
            <Link to={lessonPath(sectionSlug, node.slug, preview)} aria-current={node.slug === currentSlug ? 'page' : undefined} className={node.slug === currentSlug ? 'active' : undefined}>
              {node.title}
            </Link>
          ) : (
            <>
              <span className="outline-container">{node.title}</span>
              <OutlineLevel sectionSlug={sectionSlug} nodes={node.children} currentSlug={currentSlug} preview={preview} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
