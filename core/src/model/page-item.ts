/**
 * The types of the items a page is built from (spec authoring §3 "Resource content
 * types"); their schemas are in `resource-content.ts`, which checks them against these.
 */
import type { Descendant } from './node.js';
import type { GroupPurpose } from './group-purpose.js';
import type { Logic } from './search-logic.js';
import type { TextDirection } from './text-direction.js';

/** Every page item type. @public */
export const PAGE_ITEM_TYPES = [
  'content',
  'activity-reference',
  'selection',
  'group',
  'survey',
  'report',
  'alternatives',
  'alternative',
  'break',
] as const;
/** @public */
export type PageItemType = (typeof PAGE_ITEM_TYPES)[number];

/** The editors a content item can be written in. @public */
export const CONTENT_EDITORS = ['slate', 'markdown'] as const;
/** Group layouts; `vertical` when unset. @public */
export const GROUP_LAYOUTS = ['vertical', 'deck'] as const;
/** @public */
export const DEFAULT_GROUP_LAYOUT: (typeof GROUP_LAYOUTS)[number] = 'vertical';
/** Who sees a group. @public */
export const GROUP_AUDIENCES = ['always', 'instructor', 'feedback', 'never'] as const;
/** How a paginated group reveals its pages (delivery §4). @public */
export const PAGINATION_MODES = ['normal', 'manualReveal'] as const;
/** How alternatives choose what to show. @public */
export const ALTERNATIVES_STRATEGIES = ['select_all', 'user_section_preference', 'upgrade_decision_point'] as const;

/** A block of rich content. @public */
export interface ContentItem {
  type: 'content';
  id: string;
  editor?: (typeof CONTENT_EDITORS)[number];
  textDirection?: TextDirection;
  children: Descendant[];
}
/** A use of an activity, by its resource id. @public */
export interface ActivityReferenceItem {
  type: 'activity-reference';
  id: string;
  activity_id: number | string;
  custom?: Record<string, unknown>;
}
/** `count` activities drawn from the bank by `logic`. @public */
export interface SelectionItem {
  type: 'selection';
  id: string;
  count: number;
  logic: Logic;
}
/** A group of items with a purpose. @public */
export interface GroupItem {
  type: 'group';
  id: string;
  layout?: (typeof GROUP_LAYOUTS)[number];
  purpose: GroupPurpose;
  audience?: (typeof GROUP_AUDIENCES)[number];
  paginationMode?: (typeof PAGINATION_MODES)[number];
  children: PageItem[];
}
/** A survey: a group of items answered together. @public */
export interface SurveyItem {
  type: 'survey';
  id: string;
  title?: string;
  children: PageItem[];
}
/** A report of the answers to an activity (`likert_bar` for likert activities). @public */
export interface ReportItem {
  type: 'report';
  id: string;
  title?: string;
  activityId: number | string;
  reportType?: string;
  children?: PageItem[];
}
/** A set of alternative versions of content, one shown per learner or section. @public */
export interface AlternativesItem {
  type: 'alternatives';
  id: string;
  strategy: (typeof ALTERNATIVES_STRATEGIES)[number];
  alternatives_id: number | string;
  children: PageItem[];
}
/** One alternative, shown when the chosen option is `value`. @public */
export interface AlternativeItem {
  type: 'alternative';
  id: string;
  value: string;
  children: PageItem[];
}
/** A page break for paginated delivery. @public */
export interface BreakItem {
  type: 'break';
  id: string;
}

/** @public */
export type PageItem =
  | ContentItem
  | ActivityReferenceItem
  | SelectionItem
  | GroupItem
  | SurveyItem
  | ReportItem
  | AlternativesItem
  | AlternativeItem
  | BreakItem;
