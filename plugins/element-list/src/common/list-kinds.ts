/** The element kinds this plugin contributes (spec authoring §3: lists); core names them. */
import { DD_KIND, DL_KIND, DT_KIND, LI_KIND, OL_KIND, UL_KIND } from '@quire/plugin-sdk';

export { DD_KIND, DL_KIND, DT_KIND, LI_KIND, OL_KIND, UL_KIND } from '@quire/plugin-sdk';

/** Every kind of this plugin. @public */
export const LIST_KINDS = [UL_KIND, OL_KIND, LI_KIND, DL_KIND, DT_KIND, DD_KIND] as const;
