import { useId, type ReactNode } from 'react';
import { PlayAudioButton, type DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { deliveredDefinition, isEmptyDefinition, type DeliveredDefinition } from '../common/delivered-definition.js';

/** The name of the button that plays a definition's recorded pronunciation. @public */
export function pronunciationButtonLabel(term: string): string {
  return term ? `Play the pronunciation of ${term}` : 'Play the pronunciation';
}

/**
 * A definition as it is drawn, for learners and in the editor's preview: the term (a
 * `dfn`) with its written pronunciation and a button that plays the recorded one, the
 * meanings as a numbered list, then the translations.
 * @public
 */
export function DefinitionContent({ definition }: { readonly definition: DeliveredDefinition }): ReactNode {
  const translationsId = useId();
  const { term, meanings, translations, pronunciation, audio } = definition;
  return (
    <div className="definition">
      {term || pronunciation || audio ? (
        <p className="definition-heading">
          {term ? <dfn className="definition-term">{term}</dfn> : null}
          {pronunciation ? <span className="definition-pronunciation">{pronunciation}</span> : null}
          {audio ? <PlayAudioButton clip={audio} label={pronunciationButtonLabel(term)} /> : null}
        </p>
      ) : null}
      {meanings.length > 0 ? (
        <ol className="definition-meanings" aria-label={term ? `Meanings of ${term}` : 'Meanings'}>
          {meanings.map((meaning, index) => (
            <li key={index}>{meaning}</li>
          ))}
        </ol>
      ) : null}
      {translations.length > 0 ? (
        <div className="definition-translations">
          <span id={translationsId} className="definition-label">
            Translations
          </span>
          <ul aria-labelledby={translationsId}>
            {translations.map((translation, index) => (
              <li key={index}>{translation}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** A definition for learners; one with nothing in it shows nothing. @public */
export function DefinitionView({ element }: DeliveryElementProps): ReactNode {
  const definition = deliveredDefinition(element);
  return isEmptyDefinition(definition) ? null : <DefinitionContent definition={definition} />;
}
