/**
 * What an action just did, in a polite live region, and why it failed, in an alert: the
 * pair every form and panel button shows under itself.
 */
export function ActionOutcome({ status, error, className }: { status: string | undefined; error: string | undefined; className?: string }) {
  return (
    <>
      <p role="status" className={className ? `status-line ${className}` : 'status-line'}>
        {status}
      </p>
      {error ? (
        <p className={className ? `alert alert-error ${className}` : 'alert alert-error'} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
