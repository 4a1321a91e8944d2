/**
 * The author's account preferences (spec authoring §3: one optional value). The spec
 * does not list their keys, so any keys are kept.
 */
import { z } from 'zod';

/** The preferences value, as loaded from and saved to `/account/preferences`. @public */
export const preferencesSchema = z.record(z.string(), z.unknown());
/** @public */
export type Preferences = z.infer<typeof preferencesSchema>;

/** The preferences store: the value, absent until loaded. @public */
export interface PreferencesState {
  readonly preferences?: Preferences;
}
