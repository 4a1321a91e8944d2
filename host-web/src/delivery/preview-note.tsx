/** Tells a previewing author or instructor that this is a preview and nothing is kept. */
export function PreviewNote() {
  return (
    <p className="preview-note" role="note">
      Preview: you see the course as its learners do, and nothing you do is recorded.
    </p>
  );
}
