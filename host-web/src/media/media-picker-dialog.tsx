import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import type { MediaItem } from '@quire/core';
import type { MediaPickerRequest, PickedMedia } from '@quire/plugin-sdk/authoring';
import { Modal } from '../app/modal.js';
import { MediaManager } from './media-manager.js';
import { MediaUrlTab, typedMediaUrl } from './media-url-tab.js';
import './media-manager.css';

type PickerTab = 'library' | 'url';

export interface MediaPickerDialogProps {
  readonly projectSlug: string;
  readonly request: MediaPickerRequest;
  readonly onPick: (picked: PickedMedia) => void;
  readonly onCancel: () => void;
}

/**
 * The media picker (spec authoring §2): the request's title, a 'Media Library' tab (the
 * media manager choosing one file of the allowed types) and an 'External URL' tab unless
 * the request hides it. 'Select' stays disabled until something is chosen. A current
 * address the library does not have opens the URL tab with it filled in.
 */
export function MediaPickerDialog({ projectSlug, request, onPick, onCancel }: MediaPickerDialogProps) {
  const allowUrl = request.allowUrl !== false;
  const [tab, setTab] = useState<PickerTab>('library');
  const [item, setItem] = useState<MediaItem>();
  const [urlText, setUrlText] = useState('');
  const ids = { library: useId(), url: useId() };

  const onItemNotFound = useCallback(
    (url: string) => {
      if (!allowUrl) return;
      setUrlText(url);
      setTab('url');
    },
    [allowUrl],
  );
  const onSelectionChange = useCallback((items: readonly MediaItem[]) => setItem(items[0]), []);

  const typedUrl = typedMediaUrl(urlText);
  const picked = ((): PickedMedia | undefined => {
    if (tab === 'library') return item ? { url: item.url, mimeType: item.mimeType, fileName: item.fileName, source: 'media_library' } : undefined;
    return typedUrl === undefined ? undefined : { url: typedUrl, source: 'url' };
  })();

  const tabs: readonly PickerTab[] = allowUrl ? ['library', 'url'] : ['library'];
  const onTabKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    setTab(next);
    document.getElementById(`${ids[next]}-tab`)?.focus();
  };

  return (
    <Modal title={request.title} size="xlg" okLabel="Select" okDisabled={!picked} onOk={() => picked && onPick(picked)} onCancel={onCancel}>
      <div className="media-picker">
        <div role="tablist" aria-label="Media source" className="media-picker-tabs" onKeyDown={onTabKeyDown}>
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${ids[name]}-tab`}
              aria-controls={ids[name]}
              aria-selected={tab === name}
              tabIndex={tab === name ? 0 : -1}
              className="media-picker-tab"
              onClick={() => setTab(name)}
            >
              {name === 'library' ? 'Media Library' : 'External URL'}
            </button>
          ))}
        </div>
        {/* The library stays mounted behind the URL tab so its list and choice survive a switch. */}
        <div role="tabpanel" id={ids.library} aria-labelledby={`${ids.library}-tab`} hidden={tab !== 'library'}>
          <MediaManager
            projectSlug={projectSlug}
            selectionMode="single"
            allowedTypes={request.mediaTypes}
            initialSelectionUrl={request.currentUrl}
            onSelectionChange={onSelectionChange}
            onItemNotFound={onItemNotFound}
          />
        </div>
        {tab === 'url' ? (
          <div role="tabpanel" id={ids.url} aria-labelledby={`${ids.url}-tab`}>
            <MediaUrlTab value={urlText} onChange={setUrlText} />
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
