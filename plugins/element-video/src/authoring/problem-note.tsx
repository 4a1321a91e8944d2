import type { ReactNode } from 'react';

/** Why a field cannot be saved yet, shown under it and named by its `aria-describedby`. @public */
export function ProblemNote({ id, problem }: { readonly id: string; readonly problem: string | undefined }): ReactNode {
  return problem ? (
    <p id={id} style={{ color: '#b42318', margin: 0 }}>
      {problem}
    </p>
  ) : null;
}
