import './shell.css';

/** What the account menu's button shows: the user's initial and name. */
export function AccountButtonFace({ name }: { name: string }) {
  return (
    <>
      <span className="shell-account-avatar" aria-hidden="true">
        {(name.trim()[0] ?? '?').toUpperCase()}
      </span>
      <span className="shell-account-name">{name}</span>
    </>
  );
}

/** The account menu in preview mode (delivery §6): a 'Preview' label and nothing else. */
export function PreviewLabel() {
  return (
    <div className="shell-account">
      <span className="shell-preview-label">Preview</span>
    </div>
  );
}
