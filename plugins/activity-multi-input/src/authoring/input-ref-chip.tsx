import { createContext, useContext, type ReactNode } from 'react';
import type { ElementEditorProps } from '@quire/plugin-sdk/authoring';

/** What each input of the stem being edited is called ('Part 1: Number'), by input id. */
export const InputRefLabels = createContext<ReadonlyMap<string, string>>(new Map());

/** An input's place in the stem while authoring: a chip naming the part it answers. */
export function InputRefChip({ attributes, children, element }: ElementEditorProps): ReactNode {
  const labels = useContext(InputRefLabels);
  const id = String((element as { id?: unknown }).id);
  // A reference without an input is flagged below the stem ('Missing Input Ref (delete)').
  const label = labels.get(id) ?? 'missing input';
  return (
    <span {...attributes} className="input-ref-chip" contentEditable={false} data-input-ref={id}>
      [{label}]
      {children}
    </span>
  );
}
