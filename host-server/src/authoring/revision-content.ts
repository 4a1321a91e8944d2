/** Content already serialised (as stored, or as sent), written into a new revision as it is. */
export class StoredJson {
  constructor(readonly json: string) {}
}

/** The content of an existing revision, copied into a new one by the database itself. */
export class ContentOfRevision {
  constructor(readonly revisionId: number) {}
}

/** What a new revision's content is written from: an object, JSON text, or another revision's content. */
export type RevisionContent = Record<string, unknown> | StoredJson | ContentOfRevision;
