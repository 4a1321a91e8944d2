import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Editor, createEditor, type Descendant } from 'slate';
import { Editable, Slate, withReact, type RenderChunkProps, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { createId } from '@quire/core';
import type { EditorServices } from '@quire/plugin-sdk/authoring';
import { BlockEditor } from '../../host-web/src/editor/block-editor/block-editor.js';
import { CHUNK_SIZE } from '../../host-web/src/editor/block-editor/build-editor.js';
import { loadEditorPlugins } from '../../host-web/src/editor/block-editor/editor-plugins.js';
import '../../host-web/src/app/styles.css';
import { BENCH_EDITORS, type BenchEditorKind, type EditorBenchApi } from './bench-api.js';

declare global {
  interface Window {
    __bench: EditorBenchApi;
  }
}

/*
 * The editor-keystroke bench page: `?editor=quire|bare|bare-unchunked&blocks=N` shows the
 * page `doc-N.json` (served next to this page) in Quire's block editor with the plugins of
 * quire.plugins.json, or in a bare slate-react editor (`&chunk=N` tries another chunk size
 * than Quire's), and measures in the page how long the editor takes to open and each
 * typed key takes to reach the screen.
 */

const params = new URLSearchParams(location.search);
const kind = (params.get('editor') ?? 'quire') as BenchEditorKind;
const blocks = Number(params.get('blocks') ?? 2000);
/** The bare editor's chunk size, for trying others than Quire's. */
const chunkSize = Number(params.get('chunk') ?? CHUNK_SIZE);

const waiters: { count: number; resolve: () => void }[] = [];
const api: EditorBenchApi = {
  ready: false,
  openMs: NaN,
  completeMs: NaN,
  samples: [],
  inputDelayMs: [],
  missed: 0,
  waitForSamples: (count) =>
    new Promise((resolve) => {
      waiters.push({ count, resolve });
      notify();
    }),
};
window.__bench = api;

function notify(): void {
  const done = api.samples.length + api.missed;
  for (let i = waiters.length - 1; i >= 0; i--) {
    if (waiters[i].count <= done) waiters.splice(i, 1)[0].resolve();
  }
}

/** Calls `then` after the next frame has been produced: its rAF callbacks, style, layout and paint. */
function afterNextFrame(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/*
 * Keystroke latency. t0 is the keydown's own timestamp (when the browser received the
 * key, so time spent waiting for a busy main thread counts). The key is handled when the
 * editor's DOM first changes after it (Slate may let the browser insert the character or
 * render it itself); the sample ends after the frame following that change.
 */
document.addEventListener(
  'keydown',
  (event) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const editable = document.querySelector('[data-slate-editor]');
    if (!editable) return;
    const t0 = event.timeStamp;
    api.inputDelayMs.push(performance.now() - t0);
    let settled = false;
    const observer = new MutationObserver(() => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      clearTimeout(timer);
      afterNextFrame(() => {
        api.samples.push(performance.now() - t0);
        notify();
      });
    });
    observer.observe(editable, { subtree: true, childList: true, characterData: true });
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      api.missed++;
      notify();
    }, 2000);
  },
  true,
);

/** Runs `onMounted` once the whole tree below has committed to the DOM. */
function Mounted({ children, onMounted }: { children: ReactNode; onMounted: () => void }) {
  useLayoutEffect(onMounted, []);
  return children;
}

const BARE_TAGS: Record<string, 'p' | 'h1' | 'h2' | 'h3' | 'ul' | 'ol' | 'li' | 'tr' | 'th' | 'td'> = {
  p: 'p',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  tr: 'tr',
  th: 'th',
  td: 'td',
};

function renderBareElement({ attributes, children, element }: RenderElementProps) {
  if (element.type === 'a') return <a {...attributes}>{children}</a>;
  if (element.type === 'table') {
    return (
      <table {...attributes}>
        <tbody>{children}</tbody>
      </table>
    );
  }
  const Tag = BARE_TAGS[element.type] ?? 'div';
  return <Tag {...attributes}>{children}</Tag>;
}

function renderBareLeaf({ attributes, children, leaf }: RenderLeafProps) {
  const marks = leaf as { strong?: boolean; em?: boolean; code?: boolean };
  let out = children;
  if (marks.strong) out = <strong>{out}</strong>;
  if (marks.em) out = <em>{out}</em>;
  if (marks.code) out = <code>{out}</code>;
  return <span {...attributes}>{out}</span>;
}

/** The same chunk element as Quire's editor: off-screen chunks skip layout and paint. */
function renderChunk({ attributes, children, lowest }: RenderChunkProps) {
  return lowest ? (
    <div {...attributes} className="editor-chunk">
      {children}
    </div>
  ) : (
    <>{children}</>
  );
}

/** slate-react with no plugins: `<Slate><Editable/></Slate>` and a minimal renderElement. */
function BareEditor({ initialValue, chunked }: { initialValue: Descendant[]; chunked: boolean }) {
  const editor = useMemo(() => {
    const editor = withReact(createEditor());
    editor.isInline = (element) => element.type === 'a';
    if (chunked) editor.getChunkSize = (node) => (Editor.isEditor(node) ? chunkSize : null);
    return editor;
  }, [chunked]);
  return (
    <Slate editor={editor} initialValue={initialValue}>
      <Editable
        className="block-editor"
        aria-label="Page content"
        renderElement={renderBareElement}
        renderLeaf={renderBareLeaf}
        renderChunk={chunked ? renderChunk : undefined}
        spellCheck
      />
    </Slate>
  );
}

// The bench page has no server: no pages to link and no media library to pick from.
const services: EditorServices = { createId, projectSlug: 'bench', loadPages: async () => [], pickMedia: async () => undefined, requestContentType: () => Promise.reject(new Error('The benchmark has no server')), requestApi: () => Promise.reject(new Error('The benchmark has no server')) };

async function start(): Promise<void> {
  if (!BENCH_EDITORS.includes(kind)) throw new Error(`unknown editor '${kind}'`);
  const response = await fetch(`./doc-${blocks}.json`);
  if (!response.ok) throw new Error(`doc-${blocks}.json: ${response.status}`);
  const initialValue = (await response.json()) as Descendant[];
  // The app loads its plugins while it fetches the page, before the editor mounts.
  const plugins = kind === 'quire' ? await loadEditorPlugins() : undefined;
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const editor = plugins ? (
    <BlockEditor plugins={plugins} services={services} initialValue={initialValue} onChange={() => {}} label="Page content" />
  ) : (
    <BareEditor initialValue={initialValue} chunked={kind === 'bare'} />
  );
  const t0 = performance.now();
  // Quire's editor draws a long page's chunks progressively; the page is complete when none waits.
  const whenComplete = () =>
    afterNextFrame(() => {
      if (document.querySelector('.editor-chunk-waiting')) whenComplete();
      else api.completeMs = performance.now() - t0;
    });
  const onMounted = () =>
    afterNextFrame(() => {
      api.openMs = performance.now() - t0;
      api.ready = true;
      whenComplete();
    });
  createRoot(container).render(<Mounted onMounted={onMounted}>{editor}</Mounted>);
}

start().catch((error: unknown) => {
  api.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
});
