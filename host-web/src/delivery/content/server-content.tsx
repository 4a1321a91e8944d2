import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Descendant } from '@quire/core';
import { renderContent } from '@quire/plugin-sdk/delivery';
import { loadDeliveryViews } from '../../plugins/delivery-views.js';
import { modelContentKinds } from '../content-kinds.js';
import { useDrawnStaticContent } from './drawn-static-content.js';
import { usePageRuntime } from './page-runtime.js';
import { holdsInteractiveElement } from './static-content.js';

const subscribeToNothing = () => () => {};
/** The server's HTML of the element is what React takes over: it puts none of its own. */
const KEEP_SERVER_HTML = { __html: '' };

/** Whether this component mounted while React hydrated the server's HTML (true on the server too). */
function useMountedHydrating(): boolean {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [mountedHydrating] = useState(hydrating);
  return mountedHydrating;
}

/**
 * A content item's elements. On a page the browser took over from the server, content
 * without islands keeps the server's HTML: no view of its elements is loaded or run. Such
 * content mounted later (after hydration) loads its views first. On the server, content
 * drawn ahead of the page (`drawStaticContent`) goes out as that HTML. Anywhere else it is
 * drawn by the element plugins' views.
 */
export function ServerContent({ nodes, dir }: { nodes: readonly Descendant[]; dir?: 'ltr' | 'rtl' }) {
  const runtime = usePageRuntime();
  const keeps = runtime.keepsServerContent === true && !holdsInteractiveElement(nodes);
  const mountedHydrating = useMountedHydrating();
  const drawn = useDrawnStaticContent(nodes);
  if (keeps && mountedHydrating) return <div className="content-item" dir={dir} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  if (keeps) return <LateContent nodes={nodes} dir={dir} />;
  if (drawn !== undefined) return <div className="content-item" dir={dir} dangerouslySetInnerHTML={{ __html: drawn }} />;
  return (
    <div className="content-item" dir={dir}>
      {renderContent(nodes, runtime.views)}
    </div>
  );
}

/** Static content mounted after the page hydrated: its elements' views load, then it draws. */
function LateContent({ nodes, dir }: { nodes: readonly Descendant[]; dir?: 'ltr' | 'rtl' }) {
  const runtime = usePageRuntime();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void loadDeliveryViews(modelContentKinds(nodes)).then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [nodes]);
  return (
    <div className="content-item" dir={dir} aria-busy={loaded ? undefined : true}>
      {loaded ? renderContent(nodes, runtime.views) : null}
    </div>
  );
}
