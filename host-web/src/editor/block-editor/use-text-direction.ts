import { useState } from 'react';
import { DEFAULT_TEXT_DIRECTION, type TextDirection } from '@quire/core';

/**
 * The content's text direction: the `direction` prop when the owner keeps it (on the
 * content item's `textDirection`), else the editor's own, starting ltr. A change is
 * always reported to `onChange`.
 */
export function useTextDirection(
  direction: TextDirection | undefined,
  onChange: ((direction: TextDirection) => void) | undefined,
): [TextDirection, (direction: TextDirection) => void] {
  const [own, setOwn] = useState<TextDirection>(direction ?? DEFAULT_TEXT_DIRECTION);
  const change = (next: TextDirection) => {
    setOwn(next);
    onChange?.(next);
  };
  return [direction ?? own, change];
}
