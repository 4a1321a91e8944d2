import { useEffect, useState } from 'react';
import { useApi } from '../app/session.js';

/** The project's title for headings and breadcrumbs; its slug until the list has loaded. */
export function useProjectTitle(projectSlug: string): string {
  const api = useApi();
  const [title, setTitle] = useState(projectSlug);
  useEffect(() => {
    let current = true;
    api.get<{ projects: { slug: string; title: string }[] }>('/projects').then(
      (answer) => current && setTitle(answer.projects.find((p) => p.slug === projectSlug)?.title ?? projectSlug),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [api, projectSlug]);
  return title;
}
