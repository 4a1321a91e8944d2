import { useEffect, useState } from 'react';
import { errorMessage } from '../app/error-message.js';
import { useApi } from '../app/session.js';
import { loadBankActivityTypes, loadSearchableObjectives, type BankActivityType } from './bank-client.js';
import type { SearchableObjective } from './objective-matches.js';

/** What bank filters choose from besides tags: the project's activity types and its objectives with their parents. */
export interface FilterChoices {
  readonly types: readonly BankActivityType[];
  readonly objectives: readonly SearchableObjective[];
  readonly loadError: string | undefined;
}

export function useFilterChoices(projectSlug: string): FilterChoices {
  const api = useApi();
  const [types, setTypes] = useState<readonly BankActivityType[]>([]);
  const [objectives, setObjectives] = useState<readonly SearchableObjective[]>([]);
  const [loadError, setLoadError] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    loadBankActivityTypes(api, projectSlug).then(
      (loaded) => !cancelled && setTypes(loaded),
      (e: unknown) => !cancelled && setLoadError(errorMessage(e)),
    );
    loadSearchableObjectives(api, projectSlug).then(
      (loaded) => !cancelled && setObjectives(loaded),
      (e: unknown) => !cancelled && setLoadError(errorMessage(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [api, projectSlug]);

  return { types, objectives, loadError };
}

/** The choices' objectives plus any created since they loaded (found by their own title only). */
export function withCreatedObjectives(
  searchable: readonly SearchableObjective[],
  known: readonly { readonly id: number; readonly title: string }[],
): SearchableObjective[] {
  const ids = new Set(searchable.map((objective) => objective.id));
  return [...searchable, ...known.filter((objective) => !ids.has(objective.id)).map((objective) => ({ ...objective, parentIds: null }))];
}
