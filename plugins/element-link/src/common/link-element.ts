import { defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { LINK_KIND } from './link-kinds.js';
import { linkElementSchema } from './link-schema.js';

/**
 * A link is an inline holding text, removed when empty, never inside another link or a
 * command button (spec authoring §4). Its schema requires a safe `href`.
 * @public
 */
export const linkElement: ElementContribution = defineElement({
  kind: LINK_KIND,
  structure: {
    kind: LINK_KIND,
    display: 'inline',
    content: { type: 'inline' },
    excludesDescendants: [LINK_KIND, 'command_button'],
    removeWhenEmpty: true,
  },
  schema: linkElementSchema,
});
