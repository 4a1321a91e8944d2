/** The element kind of this plugin (spec authoring §3): an embedded web page, a void block. @public */
export const WEBPAGE_KIND = 'webpage';
