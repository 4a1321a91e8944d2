/** Writing direction of a block of rich content (spec: default ltr). */
import { z } from 'zod';

/** @public */
export const TEXT_DIRECTIONS = ['ltr', 'rtl'] as const;

/** @public */
export const textDirectionSchema = z.enum(TEXT_DIRECTIONS);

/** @public */
export type TextDirection = z.infer<typeof textDirectionSchema>;

/** The direction when none is stored. Schemas do not fill it in. @public */
export const DEFAULT_TEXT_DIRECTION: TextDirection = 'ltr';
