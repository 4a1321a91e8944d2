import { useState, type ComponentType } from 'react';
import type { Descendant } from '@quire/core';
import type { EditorServices, RichTextFieldProps } from '@quire/plugin-sdk/authoring';
import { BlockEditor } from '../block-editor/block-editor.js';
import type { EditorPlugins } from '../block-editor/editor-plugins.js';

/**
 * The rich-text field handed to activity editors: the page's block editor with the
 * limited insert menu, so stems, choices, feedback and hints are written with the same
 * elements and marks as pages. The field opens normalised, so a new empty field (activity
 * models hold none, naming no element kind) starts with the default text block.
 */
export function createRichTextField(plugins: EditorPlugins, services: EditorServices): ComponentType<RichTextFieldProps> {
  return function RichTextField({ value, onChange, label, placeholder, readOnly }: RichTextFieldProps) {
    const [initialValue] = useState(() => plugins.normalizer.normalize(value as Descendant[], { createId: services.createId }) as Descendant[]);
    return (
      <div className="rich-text-field">
        {/* Seen by sighted authors; the editable area carries the same name for assistive technology. */}
        <span className="rich-text-field-label" aria-hidden="true">
          {label}
        </span>
        <BlockEditor
          plugins={plugins}
          services={services}
          readOnly={readOnly}
          insertLevel="limited"
          label={label}
          placeholder={placeholder}
          initialValue={initialValue}
          onChange={onChange}
        />
      </div>
    );
  };
}
