import { lazy, Suspense, useRef, useState } from 'react';
import type { ShellUser } from './shell-types.js';

// The form is downloaded when a learner first asks for help.
const TechSupportDialog = lazy(() => import('./tech-support-dialog.js').then((m) => ({ default: m.TechSupportDialog })));

/** The Tech Support button (delivery §2): opens the help request dialog; the focus comes back here when it closes. */
export function TechSupportButton({ user }: { readonly user: ShellUser }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" className="button learner-tech-support" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Tech Support
      </button>
      {open ? (
        <Suspense fallback={null}>
          <TechSupportDialog user={user} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
