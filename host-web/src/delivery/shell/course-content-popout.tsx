import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import type { HierarchyNode } from '@quire/core';
import { errorMessage } from '../../app/error-message.js';
import { useApi } from '../../app/session.js';
import { CourseOutline } from '../course-outline.js';
import { loadSection } from '../section-client.js';

/**
 * The Course Content outline in a popout panel: the section's outline, loaded when the
 * panel opens, with the page being read marked.
 */
export function CourseContentPopout({ sectionSlug, preview = false }: { readonly sectionSlug: string; readonly preview?: boolean }) {
  const api = useApi();
  const { slug } = useParams();
  const [hierarchy, setHierarchy] = useState<HierarchyNode>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    loadSection(api, sectionSlug, preview).then(
      (section) => !cancelled && setHierarchy(section.hierarchy),
      (e: unknown) => !cancelled && setError(errorMessage(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [api, sectionSlug, preview]);

  if (error)
    return (
      <p className="alert alert-error" role="alert">
        {error}
      </p>
    );
  if (!hierarchy) return <p role="status">Loading…</p>;
  return <CourseOutline sectionSlug={sectionSlug} hierarchy={hierarchy} currentSlug={slug} preview={preview} />;
}
