/**
 * The model a learner's browser receives: everything but the authoring part, which holds
 * the answers, the rules and the hints (hints are handed out one by one on request).
 * @public
 */
export function deliveredModel(model: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { authoring: _authoring, ...delivered } = model;
  return delivered;
}
