import { Link } from 'react-router';
import type { HierarchyNode } from '@quire/core';
import { lessonPath } from './section-client.js';

/** The Course Content outline: containers and their pages, the current page marked. */
export function CourseOutline({ sectionSlug, hierarchy, currentSlug }: { sectionSlug: string; hierarchy: HierarchyNode; currentSlug?: string }) {
  return (
    <nav className="course-outline" aria-label="Course Content">
      <h2>Course Content</h2>
      <OutlineLevel sectionSlug={sectionSlug} nodes={hierarchy.children} currentSlug={currentSlug} />
    </nav>
  );
}

function OutlineLevel({ sectionSlug, nodes, currentSlug }: { sectionSlug: string; nodes: readonly HierarchyNode[]; currentSlug?: string }) {
  if (nodes.length === 0) return null;
  return (
    <ul>
      {nodes.map((node) => (
        <li key={String(node.id)}>
          {node.type === 'page' ? (
            <Link to={lessonPath(sectionSlug, node.slug)} aria-current={node.slug === currentSlug ? 'page' : undefined} className={node.slug === currentSlug ? 'active' : undefined}>
              {node.title}
            </Link>
          ) : (
            <>
              <span className="outline-container">{node.title}</span>
              <OutlineLevel sectionSlug={sectionSlug} nodes={node.children} currentSlug={currentSlug} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
