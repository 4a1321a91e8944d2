import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { useApi } from '../app/session.js';
import { Modal } from '../app/modal.js';
import { findSiblings, isWithin, type CurriculumItem } from './curriculum.js';

interface TreeProps {
  readonly projectSlug: string;
  readonly items: readonly CurriculumItem[];
  readonly change: (action: () => Promise<unknown>) => Promise<void>;
  /** Adds a page inside a unit, titled as the curriculum form says. */
  readonly addPage: (unitId: number) => void;
}

const DRAG_TYPE = 'application/x-quire-curriculum-item';

/**
 * Containers and pages in order. Reorder by dragging a row onto another (it takes that
 * row's place; dropped on a unit's 'Drop here' area it goes inside), or from the keyboard:
 * Alt+↑ / Alt+↓ on a row, or its Move up / Move down buttons.
 */
export function CurriculumTree({ projectSlug, items, change, addPage }: TreeProps) {
  const api = useApi();
  const [renaming, setRenaming] = useState<number>();
  const [deleting, setDeleting] = useState<CurriculumItem>();
  const base = `/projects/${projectSlug}/curriculum`;

  const move = (id: number, parentId: number | null, position: number) =>
    change(() => api.put(`${base}/${id}/move`, { parentId, position }));

  const shift = (item: CurriculumItem, by: -1 | 1) => {
    const place = findSiblings(items, item.id);
    if (!place) return;
    const position = place.index + by;
    if (position < 0 || position >= place.siblings.length) return;
    void move(item.id, place.parentId, position);
  };

  const dropOn = (event: DragEvent, target: CurriculumItem | { into: number }) => {
    event.preventDefault();
    const id = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (!id) return;
    if ('into' in target) {
      if (isWithin(items, id, target.into)) return;
      void move(id, target.into, Number.MAX_SAFE_INTEGER);
      return;
    }
    const place = findSiblings(items, target.id);
    if (!place || id === target.id || isWithin(items, id, place.parentId)) return;
    void move(id, place.parentId, place.index);
  };

  const renderItems = (level: readonly CurriculumItem[], depth: number) => (
    <ol className="curriculum-list" role={depth === 0 ? 'tree' : 'group'} aria-label={depth === 0 ? 'Curriculum' : undefined}>
      {level.map((item, index) => (
        <li key={item.id} role="treeitem" aria-expanded={item.kind === 'container' ? true : undefined} aria-level={depth + 1}>
          <div
            className="curriculum-row"
            draggable
            tabIndex={0}
            aria-label={`${item.kind === 'page' ? 'Page' : 'Unit'} ${item.title}`}
            onDragStart={(e) => {
              e.dataTransfer.setData(DRAG_TYPE, String(item.id));
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => dropOn(e, item)}
            onKeyDown={(e: KeyboardEvent) => {
              if (e.target !== e.currentTarget || !e.altKey) return;
              if (e.key === 'ArrowUp') {
                e.preventDefault();
                shift(item, -1);
              } else if (e.key === 'ArrowDown') {
                e.preventDefault();
                shift(item, 1);
              }
            }}
          >
            <span className="drag-handle" aria-hidden="true">
              ⠿
            </span>
            <span className="item-kind">{item.kind === 'page' ? 'Page' : 'Unit'}</span>
            {renaming === item.id ? (
              <RenameField
                title={item.title}
                onDone={(title) => {
                  setRenaming(undefined);
                  if (title !== undefined && title !== item.title) void change(() => api.put(`${base}/${item.id}`, { title }));
                }}
              />
            ) : item.kind === 'page' ? (
              <Link className="item-title" to={`/authoring/project/${projectSlug}/resource/${item.id}`}>
                {item.title}
              </Link>
            ) : (
              <span className="item-title">{item.title}</span>
            )}
            <span className="row-actions">
              <button type="button" className="icon-button" aria-label={`Move ${item.title} up`} disabled={index === 0} onClick={() => shift(item, -1)}>
                ↑
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={`Move ${item.title} down`}
                disabled={index === level.length - 1}
                onClick={() => shift(item, 1)}
              >
                ↓
              </button>
              <button type="button" className="button button-quiet" onClick={() => setRenaming(item.id)}>
                Rename
              </button>
              {item.kind === 'container' ? (
                <button type="button" className="button button-quiet" aria-label={`Add page to ${item.title}`} onClick={() => addPage(item.id)}>
                  Add page
                </button>
              ) : null}
              <button type="button" className="button button-quiet button-danger-text" onClick={() => setDeleting(item)}>
                Delete
              </button>
            </span>
          </div>
          {item.kind === 'container' ? (
            <div className="container-children">
              {item.children && item.children.length > 0 ? renderItems(item.children, depth + 1) : null}
              <div className="drop-zone" onDragOver={(e) => e.preventDefault()} onDrop={(e) => dropOn(e, { into: item.id })}>
                Drop here to move into {item.title}
              </div>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );

  return (
    <>
      <p className="hint" id="reorder-hint">
        Drag rows to reorder, or focus a row and press Alt+↑ or Alt+↓.
      </p>
      {renderItems(items, 0)}
      {deleting ? (
        <Modal
          title={`Delete ${deleting.kind === 'page' ? 'page' : 'unit'}`}
          size="md"
          okLabel="Delete"
          okStyle="danger"
          onCancel={() => setDeleting(undefined)}
          onOk={() => {
            const target = deleting;
            setDeleting(undefined);
            void change(() => api.delete(`${base}/${target.id}`));
          }}
        >
          <p>Are you sure you want to delete {deleting.title} ?</p>
          {deleting.kind === 'container' ? <p className="hint">A unit can be deleted once it is empty.</p> : null}
        </Modal>
      ) : null}
    </>
  );
}

function RenameField({ title, onDone }: { title: string; onDone: (title: string | undefined) => void }) {
  const [value, setValue] = useState(title);
  return (
    <input
      className="rename-field"
      aria-label="New title"
      autoFocus
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => onDone(value.trim() || undefined)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onDone(value.trim() || undefined);
        if (e.key === 'Escape') onDone(undefined);
      }}
    />
  );
}
