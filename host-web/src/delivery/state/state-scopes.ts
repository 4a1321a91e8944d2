/**
 * The learner's saved state (delivery §7): key → JSON value objects kept by the server in
 * three scopes, the user's own, the user's in a course section, and a page attempt's.
 */
export type StateScope =
  | { readonly kind: 'user' }
  | { readonly kind: 'course'; readonly sectionSlug: string }
  | { readonly kind: 'resourceAttempt'; readonly sectionSlug: string; readonly attemptGuid: string };

export const userScope = (): StateScope => ({ kind: 'user' });
export const courseScope = (sectionSlug: string): StateScope => ({ kind: 'course', sectionSlug });
export const resourceAttemptScope = (sectionSlug: string, attemptGuid: string): StateScope => ({ kind: 'resourceAttempt', sectionSlug, attemptGuid });

/** The scope's route under `/api/v1` (without `keys[]`). */
export function statePath(scope: StateScope): string {
  if (scope.kind === 'user') return '/state';
  const course = `/state/course/${encodeURIComponent(scope.sectionSlug)}`;
  return scope.kind === 'course' ? course : `${course}/resource_attempt/${encodeURIComponent(scope.attemptGuid)}`;
}
