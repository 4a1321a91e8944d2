/**
 * @quire/plugin-sdk: the one package a Quire plugin imports. This root entry is pure (no
 * React, no Node) and is what a plugin's manifest uses; `./authoring`, `./delivery` and
 * `./server` carry the host-typed halves, and `./testing` the test kit.
 * @packageDocumentation
 */
export * from './define-plugin.js';
// The zod that core reads schemas with: element and activity schemas are written with it.
export { z } from '@quire/core';
export {
  MARKS,
  isElement,
  isMarkName,
  isText,
  nodeText,
  // URLs that reach an href or src are checked with it (core/src/model/safe-url.ts).
  isSafeUrl,
  // Link addresses (spec authoring §2, delivery §3), for the link and page-link plugins.
  externalHref,
  internalLinkHref,
  isInternalLink,
  learnerLinkHref,
  slugFromInternalLink,
  // The building blocks every element schema is made of.
  elementSchema,
  fieldRecordSchema,
  captionSchema,
  dimensionSchema,
  richContentSchema,
  safeUrlSchema,
  spanSchema,
  type Caption,
  type ActivityTypeContribution,
  type Descendant,
  type Element,
  type ContentSlot,
  type ContentSlots,
  type ElementContent,
  type ElementContribution,
  type ElementNormalizeContext,
  type ElementNormalizer,
  type ElementStructure,
  type EvaluationContext,
  type MarkContribution,
  type MarkName,
  type PartEvaluation,
  type PartResponse,
  type ReportChoice,
  type ReportTally,
  type Path,
  type PluginManifest,
  type PluginSettingField,
  type PluginSettingValue,
  type PluginSettingsSchema,
  type PluginSettingsValues,
  type Text,
  type WidgetContribution,
} from '@quire/core';
// Media helpers the media plugins share (spec authoring §5, §9): a width or height read
// from a field, the MIME type of a video file, the web page embed address, and a URL
// shortened for display.
export { parseMediaDimension, parseImageWidth, videoContentType, webpageSrc, truncateUrl } from '@quire/core';
// The media plugins' settings fields: a whole-number pixel size, blank for the default.
export { readPixelSize, pixelSizeText, LEAVE_BLANK_FOR_DEFAULT, PIXEL_SIZE_MESSAGE, type PixelSize } from '@quire/core';
// Framed pages (web page embeds, iframes): the address a frame loads, and its sandbox.
export { framedPageAddress } from '@quire/core';
export * from './content/framed-page-sandbox.js';
// The file name at the end of a media address.
export { urlFileName } from '@quire/core';
// `encodeURIComponent` that never throws on a lone surrogate, for addresses built from content.
export { encodeComponent } from '@quire/core';
// A URL-safe slug from a title, as the host makes pages' and projects' addresses.
export { slugify } from '@quire/core';
export * from './content/title-text.js';
// Records an element keeps in its fields, read and written as plain text by edit forms.
export * from './content/field-records.js';
// A recording's address and MIME type, checked, as a delivery view plays it.
export * from './content/audio-clip.js';
// The trigger API (delivery §7) a DOT activation point calls: its trigger types and prompt limit.
export * from './content/assistant-trigger.js';
export * from './content/rich-field-slots.js';
// Activity models, rules and evaluation for activity-type plugins (their manifests are pure).
export * from './activity/activity-model.js';
export * from './activity/choices.js';
export * from './activity/choice-label.js';
export * from './activity/choice-activity.js';
export * from './activity/choice-report-tally.js';
export * from './activity/choice-activity-edits.js';
export * from './activity/with-part.js';
export * from './activity/rule-responses.js';
// Citation records in CSL JSON (spec authoring §5): the schema, with unknown fields removed, and its field lists.
export {
  BIBLIOGRAPHY_PAGE_SIZE,
  citedBibrefs,
  CSL_DATE_VARIABLES,
  CSL_NAME_VARIABLES,
  CSL_STANDARD_VARIABLES,
  CSL_TYPES,
  cslItemSchema,
  parseCslItems,
  type CslDate,
  type CslItem,
  type CslName,
  type CslType,
} from '@quire/core';
