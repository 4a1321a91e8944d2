import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { CommandDialogProps, PageLinkTarget, PickedMedia } from '@quire/plugin-sdk/authoring';
import { internalLinkHref, isSafeUrl, slugFromInternalLink } from '@quire/plugin-sdk';
import { withHttpScheme } from '../common/link-href.js';
import { applyLink, linkAt, removeLink, type LinkTarget } from './link-transforms.js';

type LinkChoice = 'page' | 'url' | 'media';
type PagesState = { readonly status: 'loading' } | { readonly status: 'failed' } | { readonly status: 'loaded'; readonly pages: readonly PageLinkTarget[] };

/** Shown when the project's pages cannot be loaded (spec authoring §2). @public */
export const LINK_DIALOG_LOAD_FAILURE = 'Failed to initialize. Close this window and try again.';

/** The media picker's title when a link goes to a media library item. @public */
export const LINK_MEDIA_PICKER_TITLE = 'Select Media';

/** The file a media link points at: what the picker gave, or the address of the link being edited. */
type ChosenMedia = Pick<PickedMedia, 'url' | 'fileName'>;

/**
 * The 'Link' dialog (spec authoring §2): a link to a page of the course, to an external
 * web page, or to a media library item (chosen in the editor's media picker, any type).
 * In a link it edits that link and offers to remove it.
 * @public
 */
export function LinkDialog({ editor, services, selection, close }: CommandDialogProps): ReactNode {
  const existing = linkAt(editor, selection)?.[0];
  const existingHref = typeof existing?.href === 'string' ? existing.href : undefined;
  const editing = existingHref !== undefined;
  const existingSlug = editing ? slugFromInternalLink(existingHref) : undefined;
  const existingChoice: LinkChoice = !editing || existingSlug !== undefined ? 'page' : existing?.linkType === 'media_library' ? 'media' : 'url';

  const [choice, setChoice] = useState<LinkChoice>(existingChoice);
  const [address, setAddress] = useState(existingChoice === 'url' ? (existingHref ?? '') : '');
  const [media, setMedia] = useState<ChosenMedia | undefined>(existingChoice === 'media' && existingHref ? { url: existingHref } : undefined);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pageSlug, setPageSlug] = useState<string | undefined>(existingSlug);
  const [pages, setPages] = useState<PagesState>({ status: 'loading' });
  const name = useId();

  useEffect(() => {
    let current = true;
    services.loadPages().then(
      (loaded) => {
        if (!current) return;
        setPages({ status: 'loaded', pages: loaded });
        setPageSlug((slug) => slug ?? loaded[0]?.slug);
      },
      () => current && setPages({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [services]);

  const loadedPages = pages.status === 'loaded' ? pages.pages : [];
  const firstPageSlug = loadedPages[0]?.slug;

  // A new kind of link starts from nothing: the address typed for another kind means nothing here.
  const choose = (next: LinkChoice) => {
    setChoice(next);
    setAddress('');
    setMedia(undefined);
    setPageSlug(firstPageSlug);
  };

  const pickMedia = async () => {
    setPickerOpen(true);
    try {
      const picked = await services.pickMedia({ title: LINK_MEDIA_PICKER_TITLE, mediaTypes: 'all', allowUrl: false, currentUrl: media?.url });
      if (picked) setMedia({ url: picked.url, fileName: picked.fileName });
    } finally {
      setPickerOpen(false);
    }
  };

  const target = ((): LinkTarget | undefined => {
    if (choice === 'page') {
      const page = loadedPages.find((p) => p.slug === pageSlug);
      return page ? { href: internalLinkHref(page.slug), linkType: 'page', text: page.title } : undefined;
    }
    if (choice === 'url' && address.trim() !== '') return { href: withHttpScheme(address), linkType: 'url', text: address.trim() };
    if (choice === 'media' && media) return { href: media.url, linkType: 'media_library', text: media.fileName ?? media.url };
    return undefined;
  })();
  const unsafe = target !== undefined && !isSafeUrl(target.href);
  const canCommit = selection !== null && target !== undefined && !unsafe;

  const commit = (event: FormEvent) => {
    event.preventDefault();
    if (!canCommit) return;
    applyLink(editor, selection, target, services.createId);
    close();
  };

  return (
    <form className="link-dialog" aria-label="Link" onSubmit={commit}>
      <fieldset>
        <legend>Link type</legend>
        <label>
          <input type="radio" name={name} checked={choice === 'page'} onChange={() => choose('page')} />
          Link to Page in the Course
        </label>
        <label>
          <input type="radio" name={name} checked={choice === 'url'} onChange={() => choose('url')} />
          Link to External Web Page
        </label>
        <label>
          <input type="radio" name={name} checked={choice === 'media'} onChange={() => choose('media')} />
          Link to media library item
        </label>
      </fieldset>

      {choice === 'page' ? <PagePicker pages={pages} value={pageSlug} onChange={setPageSlug} /> : null}
      {choice === 'url' ? (
        <label>
          Web address
          <input type="text" placeholder="www.google.com" value={address} autoFocus onChange={(event) => setAddress(event.target.value)} />
        </label>
      ) : null}
      {choice === 'media' ? (
        <p className="link-dialog-media">
          <span>{media ? `File: ${media.fileName ?? media.url}` : 'No file chosen.'}</span>{' '}
          <button type="button" disabled={pickerOpen} onClick={() => void pickMedia()}>
            {media ? 'Choose another file' : 'Choose a file'}
          </button>
        </p>
      ) : null}
      {unsafe ? <p role="alert">This address is not allowed.</p> : null}

      <div className="link-dialog-buttons">
        {editing && selection ? (
          <button
            type="button"
            onClick={() => {
              removeLink(editor, selection);
              close();
            }}
          >
            Remove link
          </button>
        ) : null}
        <button type="button" onClick={close}>
          Cancel
        </button>
        <button type="submit" disabled={!canCommit}>
          OK
        </button>
      </div>
    </form>
  );
}

function PagePicker({ pages, value, onChange }: { pages: PagesState; value: string | undefined; onChange: (slug: string) => void }): ReactNode {
  if (pages.status === 'loading') return <p role="status">Loading pages…</p>;
  if (pages.status === 'failed') return <p role="alert">{LINK_DIALOG_LOAD_FAILURE}</p>;
  if (pages.pages.length === 0) return <p>The course has no other pages yet.</p>;
  return (
    <label>
      Page
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {pages.pages.map((page) => (
          <option key={page.id} value={page.slug}>
            {page.title}
          </option>
        ))}
      </select>
    </label>
  );
}
