/** The element kind of this plugin (spec authoring §3): an embedded frame, a void block. @public */
export const IFRAME_KIND = 'iframe';
