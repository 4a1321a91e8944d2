import { z } from 'zod';

/**
 * The id of a server-side record (resource, objective, tag, bibliography entry...): a
 * whole number, as the server's database assigns it.
 * @public
 */
export const entityIdSchema = z.number().int().nonnegative();

/** @public */
export type EntityId = z.infer<typeof entityIdSchema>;
