import { useEffect, useId, useRef, useState } from 'react';
import type { AlternativeItem, AlternativesItem, PageItem } from '@quire/core';
import { useDeliveryContext } from '@quire/plugin-sdk/delivery';
import { errorMessage } from '../../app/error-message.js';
import { courseScope } from '../state/state-scopes.js';
import { acquireAlternativesHub, type AlternativesHub } from './alternatives-hub.js';
import { usePageRuntime } from './page-runtime.js';
import './content.css';

/** The accessible name of the preference selector. */
export const ALTERNATIVES_SELECTOR_LABEL = 'Show the version for';

/** The course (section) state key of an alternatives group's preference (delivery §7). */
export function alternativesPreferenceKey(alternativesId: number | string): string {
  return `alt_pref_${alternativesId}`;
}

function alternativesOf(item: AlternativesItem): AlternativeItem[] {
  return item.children.filter((child): child is AlternativeItem => child.type === 'alternative');
}

/**
 * Alternatives (delivery §3, §4). With the `user_section_preference` strategy, a selector
 * lists the alternatives' values; choosing one hides every other alternative and shows
 * the chosen one's content, saves it as `alt_pref_{alternatives_id}` in the section's
 * state (read back on load), and tells the page's other alternatives with the same id and
 * the learner's other tabs, and offers to undo the change. `select_all` shows every alternative. `upgrade_decision_point`
 * (chosen by an experiment service, not part of this host) shows the saved or the first
 * alternative, without a selector.
 */
export function AlternativesView({ item }: { item: AlternativesItem }) {
  const runtime = usePageRuntime();
  const { state, sectionSlug } = runtime;
  const [hub, setHub] = useState<AlternativesHub>();
  useEffect(() => {
    const shared = acquireAlternativesHub(sectionSlug ?? '');
    setHub(shared.hub);
    return shared.release;
  }, [sectionSlug]);
  const { offerUndo } = useDeliveryContext();
  const selectId = useId();
  const alternatives = alternativesOf(item);
  const values = [...new Set(alternatives.map((alternative) => alternative.value))];
  const groupId = String(item.alternatives_id);
  const key = alternativesPreferenceKey(item.alternatives_id);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [saveError, setSaveError] = useState<string>();
  const chosenByLearner = useRef(false);
  const valuesKey = values.join('\u0000');

  // Other groups with this id on the page, and other tabs.
  useEffect(
    () =>
      hub?.subscribe(groupId, (value) => {
        chosenByLearner.current = true;
        setChosen(value);
      }),
    [hub, groupId],
  );

  // The saved preference.
  useEffect(() => {
    if (!state || !sectionSlug || item.strategy === 'select_all') return;
    let cancelled = false;
    state.read(courseScope(sectionSlug), [key]).then(
      (saved) => {
        const value = saved[key];
        if (!cancelled && !chosenByLearner.current && typeof value === 'string' && valuesKey.split('\u0000').includes(value)) setChosen(value);
      },
      (error: unknown) => console.warn('Could not read the alternatives preference', error),
    );
    return () => {
      cancelled = true;
    };
  }, [state, sectionSlug, key, item.strategy, valuesKey]);

  const choose = (value: string, previous?: string) => {
    if (previous !== undefined && offerUndo) {
      offerUndo({ description: `Now showing the version for ${value}.`, undo: () => choose(previous) });
    }
    chosenByLearner.current = true;
    setChosen(value);
    hub?.publish(groupId, value);
    if (!state || !sectionSlug) return;
    state.write(courseScope(sectionSlug), { [key]: value }).then(
      () => setSaveError(undefined),
      (error: unknown) => setSaveError(`Your choice could not be saved: ${errorMessage(error)}`),
    );
  };

  const showAll = item.strategy === 'select_all';
  const current = chosen !== undefined && values.includes(chosen) ? chosen : values[0];
  return (
    <div className={`delivered-alternatives alternatives-${item.strategy}`} data-alternatives-id={groupId}>
      {item.strategy === 'user_section_preference' && values.length > 0 ? (
        <div className="alternatives-selector">
          <label htmlFor={selectId}>{ALTERNATIVES_SELECTOR_LABEL}</label>
          <select id={selectId} value={current} onChange={(event) => choose(event.target.value, current)}>
            {values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {saveError ? (
        <p className="alert alert-error" role="alert">
          {saveError}
        </p>
      ) : null}
      {alternatives.map((alternative) => (
        <div
          key={alternative.id}
          className="alternative"
          data-alternative-value={alternative.value}
          hidden={!showAll && alternative.value !== current}
        >
          {runtime.renderItems({ items: alternative.children as PageItem[], elementId: alternative.id, label: `Pages of ${alternative.value}` })}
        </div>
      ))}
    </div>
  );
}
