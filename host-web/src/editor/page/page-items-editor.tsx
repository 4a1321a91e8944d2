import { useRef, useState, type DragEvent } from 'react';
import { GROUP_AUDIENCES, GROUP_LAYOUTS, GROUP_PURPOSES, type Descendant, type PageItem } from '@quire/core';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { errorMessage } from '../../app/error-message.js';
import { SelectionEditor } from '../../bank/selection-editor.js';
import { ActivityEditorHost } from '../activity/activity-editor-host.js';
import { BlockEditor } from '../block-editor/block-editor.js';
import type { EditorPlugins } from '../block-editor/editor-plugins.js';
import {
  ADDABLE_ITEM_TYPES,
  ITEM_LABELS,
  insertItem,
  moveItem,
  newItem,
  placementProblem,
  removeItem,
  shiftItem,
  updateItem,
  findPath,
  type AddableItemType,
  type ItemPath,
} from './page-items.js';

/** What the page editor needs to add and edit activities: the offered types and the page's id. */
export interface PageActivities {
  readonly pageId: number;
  /** The types this project offers for creation (spec authoring §5). */
  readonly types: readonly { readonly slug: string; readonly friendlyName: string }[];
  /** Creates an embedded activity of the type; answers its resource id. */
  readonly create: (typeSlug: string) => Promise<number>;
}

interface ItemsEditorProps {
  readonly items: readonly PageItem[];
  readonly onChange: (items: PageItem[]) => void;
  readonly plugins: EditorPlugins;
  readonly services: EditorServices;
  readonly readOnly: boolean;
  /** Without it, activities are shown as one line each and cannot be added. */
  readonly activities?: PageActivities;
}

const DRAG_TYPE = 'application/x-quire-page-item';

/**
 * A page's items: content blocks, groups, surveys, reports, alternatives and breaks, each
 * in a frame with its settings, Move up / Move down and Delete; 'Add' bars offer only what
 * the nesting rules (spec authoring §4) allow at that place, and a refused move says why.
 */
export function PageItemsEditor({ items, onChange, plugins, services, readOnly, activities }: ItemsEditorProps) {
  const [problem, setProblem] = useState<string>();
  // Content editors report changes after this render; they must update the newest page.
  const latestItems = useRef(items);
  latestItems.current = items;

  const apply = (change: () => PageItem[]) => {
    try {
      onChange(change());
      setProblem(undefined);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const drop = (event: DragEvent, container: ItemPath, index: number) => {
    const from = event.dataTransfer.getData(DRAG_TYPE);
    if (!from) return;
    event.preventDefault();
    event.stopPropagation();
    apply(() => moveItem(items, JSON.parse(from) as number[], container, index));
  };

  const renderList = (list: readonly PageItem[], container: ItemPath) => (
    <div className="page-items">
      {list.map((item, index) => {
        const path = [...container, index];
        return (
          <section
            key={item.id}
            className={`page-item page-item-${item.type}`}
            aria-label={ITEM_LABELS[item.type] ?? item.type}
            onDragOver={(e) => !readOnly && e.preventDefault()}
            onDrop={(e) => !readOnly && drop(e, container, index)}
          >
            {readOnly && item.type === 'content' ? null : (
              <ItemHeader
                item={item}
                readOnly={readOnly}
                first={index === 0}
                last={index === list.length - 1}
                onShift={(by) => apply(() => shiftItem(items, path, by))}
                onDelete={() => apply(() => removeItem(items, path))}
                onSettings={(fields) => apply(() => updateItem(items, path, (current) => ({ ...current, ...fields }) as PageItem))}
                dragPath={path}
              />
            )}
            {item.type === 'content' ? (
              <BlockEditor
                plugins={plugins}
                services={services}
                readOnly={readOnly}
                label="Page content"
                initialValue={item.children as Descendant[]}
                direction={item.textDirection ?? 'ltr'}
                onDirectionChange={(textDirection) => {
                  const current = findPath(latestItems.current, item.id);
                  if (current) onChange(updateItem(latestItems.current, current, (found) => ({ ...found, textDirection }) as PageItem));
                }}
                onChange={(children) => {
                  const current = findPath(latestItems.current, item.id);
                  if (current) onChange(updateItem(latestItems.current, current, (found) => ({ ...found, children }) as PageItem));
                }}
              />
            ) : 'children' in item && Array.isArray(item.children) ? (
              <div className="page-item-children">{renderList(item.children as PageItem[], path)}</div>
            ) : item.type === 'activity-reference' && activities ? (
              <ActivityEditorHost activityId={item.activity_id} pageId={activities.pageId} plugins={plugins} services={services} readOnly={readOnly} />
            ) : item.type === 'selection' && !readOnly ? (
              <SelectionEditor
                projectSlug={services.projectSlug}
                count={item.count}
                logic={item.logic}
                onChange={(fields) => {
                  const current = findPath(latestItems.current, item.id);
                  if (current) onChange(updateItem(latestItems.current, current, (found) => ({ ...found, ...fields }) as PageItem));
                }}
              />
            ) : item.type === 'break' ? (
              <hr className="page-break" aria-label="Page break" />
            ) : (
              <p className="hint">{itemSummary(item)}</p>
            )}
          </section>
        );
      })}
      {readOnly ? null : (
        <AddBar
          allowed={(type) => placementProblem(items, container, newItem(type, () => 'probe'))}
          onAdd={(type) => apply(() => insertItem(items, container, list.length, newItem(type, services.createId, plugins.host.elements.defaultTextBlock())))}
          onDrop={(e) => drop(e, container, list.length)}
          activityTypes={
            activities && placementProblem(items, container, activityReference('probe', 0)) === undefined ? activities.types : []
          }
          onAddActivity={async (typeSlug) => {
            if (!activities) return;
            try {
              const activityId = await activities.create(typeSlug);
              const latest = latestItems.current;
              apply(() => insertItem(latest, container, childCount(latest, container), activityReference(services.createId(), activityId)));
            } catch (error) {
              setProblem(errorMessage(error));
            }
          }}
        />
      )}
    </div>
  );

  return (
    <div className="page-items-editor">
      {problem ? (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      ) : null}
      {renderList(items, [])}
    </div>
  );
}

function ItemHeader({
  item,
  readOnly,
  first,
  last,
  onShift,
  onDelete,
  onSettings,
  dragPath,
}: {
  item: PageItem;
  readOnly: boolean;
  first: boolean;
  last: boolean;
  onShift: (by: -1 | 1) => void;
  onDelete: () => void;
  onSettings: (fields: Record<string, unknown>) => void;
  dragPath: ItemPath;
}) {
  const label = ITEM_LABELS[item.type] ?? item.type;
  return (
    <div
      className="page-item-header"
      draggable={!readOnly}
      onDragStart={(e) => {
        e.stopPropagation();
        e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(dragPath));
      }}
    >
      <span className="page-item-label">{label}</span>
      {item.type === 'group' ? (
        <>
          <Select label="Purpose" value={item.purpose} options={GROUP_PURPOSES} disabled={readOnly} onChange={(purpose) => onSettings({ purpose })} />
          <Select label="Layout" value={item.layout ?? 'vertical'} options={GROUP_LAYOUTS} disabled={readOnly} onChange={(layout) => onSettings({ layout })} />
          <Select label="Audience" value={item.audience ?? 'always'} options={GROUP_AUDIENCES} disabled={readOnly} onChange={(audience) => onSettings({ audience })} />
        </>
      ) : null}
      {item.type === 'survey' ? (
        <label className="field-inline">
          Title
          <input value={item.title ?? ''} disabled={readOnly} onChange={(e) => onSettings({ title: e.target.value })} />
        </label>
      ) : null}
      {item.type === 'alternative' ? (
        <label className="field-inline">
          Value
          <input value={item.value} disabled={readOnly} onChange={(e) => onSettings({ value: e.target.value })} />
        </label>
      ) : null}
      {readOnly ? null : (
        <span className="row-actions">
          <button type="button" className="icon-button" aria-label={`Move ${label} up`} disabled={first} onClick={() => onShift(-1)}>
            ↑
          </button>
          <button type="button" className="icon-button" aria-label={`Move ${label} down`} disabled={last} onClick={() => onShift(1)}>
            ↓
          </button>
          <button type="button" className="button button-quiet button-danger-text" onClick={onDelete} aria-label={`Delete ${label}`}>
            Delete
          </button>
        </span>
      )}
    </div>
  );
}

function Select<T extends string>({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  disabled: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <label className="field-inline">
      {label}
      <select value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

function AddBar({
  allowed,
  onAdd,
  onDrop,
  activityTypes,
  onAddActivity,
}: {
  allowed: (type: AddableItemType) => string | undefined;
  onAdd: (type: AddableItemType) => void;
  onDrop: (event: DragEvent) => void;
  activityTypes: readonly { readonly slug: string; readonly friendlyName: string }[];
  onAddActivity: (typeSlug: string) => Promise<void>;
}) {
  const offered = ADDABLE_ITEM_TYPES.filter((type) => allowed(type) === undefined);
  const [typeSlug, setTypeSlug] = useState('');
  const [adding, setAdding] = useState(false);
  const chosen = typeSlug || activityTypes[0]?.slug || '';
  return (
    <div className="add-bar" onDragOver={(e) => e.preventDefault()} onDrop={onDrop} role="group" aria-label="Add to this place">
      {activityTypes.length > 0 ? (
        <span className="add-activity">
          <label className="field-inline">
            Activity type
            <select value={chosen} onChange={(e) => setTypeSlug(e.target.value)}>
              {activityTypes.map((type) => (
                <option key={type.slug} value={type.slug}>
                  {type.friendlyName}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button button-small"
            disabled={adding}
            onClick={() => {
              setAdding(true);
              void onAddActivity(chosen).finally(() => setAdding(false));
            }}
          >
            + Activity
          </button>
        </span>
      ) : null}
      {offered.length === 0 && activityTypes.length === 0 ? (
        <span className="hint">Nothing can be added here yet.</span>
      ) : (
        offered.map((type) => (
          <button key={type} type="button" className="button button-small" onClick={() => onAdd(type)}>
            + {ITEM_LABELS[type]}
          </button>
        ))
      )}
    </div>
  );
}

function activityReference(id: string, activityId: number): PageItem {
  return { type: 'activity-reference', id, activity_id: activityId } as PageItem;
}

/** How many items the container at `path` holds: where a new item goes at its end. */
function childCount(items: readonly PageItem[], container: ItemPath): number {
  let list: readonly PageItem[] = items;
  for (const index of container) list = ((list[index] as { children?: PageItem[] }).children ?? []) as PageItem[];
  return list.length;
}

/** One line about an item without an editor of its own here (activities, read-only bank selections). */
function itemSummary(item: PageItem): string {
  switch (item.type) {
    case 'activity-reference':
      return `Activity ${item.activity_id}`;
    case 'selection':
      return `${item.count} ${item.count === 1 ? 'activity' : 'activities'} drawn from the activity bank`;
    case 'report':
      return `Report of activity ${item.activityId}`;
    default:
      return ITEM_LABELS[item.type] ?? item.type;
  }
}
