import type { Part } from '@quire/core';

/** An activity model with the part of `part`'s id replaced by it. @public */
export function withPart<M extends { readonly authoring: { readonly parts: readonly Part[] } }>(model: M, part: Part): M {
  const parts = model.authoring.parts.map((candidate) => (candidate.id === part.id ? part : candidate));
  return { ...model, authoring: { ...model.authoring, parts } };
}
