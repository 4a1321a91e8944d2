import { useMemo } from 'react';
import { ItemPicker } from '../editor/activity/item-picker.js';
import { objectiveMatches, type SearchableObjective } from './objective-matches.js';

interface ObjectiveFilterPickerProps {
  readonly objectives: readonly SearchableObjective[];
  readonly selectedIds: readonly number[];
  readonly onChange: (ids: number[]) => void;
}

/**
 * The objectives a bank filter looks for: the item picker, whose search also finds an
 * objective by its parent's title, so typing a unit's objective lists the ones under it.
 */
export function ObjectiveFilterPicker({ objectives, selectedIds, onChange }: ObjectiveFilterPickerProps) {
  const byId = useMemo(() => new Map(objectives.map((objective) => [objective.id, objective])), [objectives]);
  return (
    <ItemPicker
      label="Learning objectives"
      placeholder="Select a learning objective"
      items={objectives}
      selectedIds={selectedIds}
      onChange={onChange}
      matches={(item, typed) => objectiveMatches(item as SearchableObjective, typed, byId)}
    />
  );
}
