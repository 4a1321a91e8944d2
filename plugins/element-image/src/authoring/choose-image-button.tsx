import type { ReactNode } from 'react';

/** The placeholder of an image without a source (spec authoring §5). @public */
export const CHOOSE_IMAGE_LABEL = 'Choose image';

const BLOCK_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  width: 300,
  maxWidth: '100%',
  height: 200,
  border: '2px dashed #9aa3b2',
  borderRadius: 6,
  background: '#f6f7f9',
  color: '#333',
  font: 'inherit',
  cursor: 'pointer',
} as const;
const INLINE_STYLE = { ...BLOCK_STYLE, display: 'inline-flex', width: 'auto', height: 'auto', padding: '0 6px', gap: 4, borderWidth: 1 } as const;

function PictureIcon({ size }: { readonly size: number }): ReactNode {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="9" cy="10" r="2" fill="currentColor" />
      <path d="M4 19l5-6 4 4 3-3 4 5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * 'Choose image': what an image without a source shows, a button that opens the media
 * picker. A block image shows a 300×200 box, an inline one a small chip in the line.
 * @public
 */
export function ChooseImageButton({ inline, selected, onChoose }: { readonly inline: boolean; readonly selected: boolean; readonly onChoose: () => void }): ReactNode {
  return (
    <button
      type="button"
      style={{ ...(inline ? INLINE_STYLE : BLOCK_STYLE), ...(selected ? { borderColor: '#1a5fb4' } : {}) }}
      onClick={onChoose}
    >
      <PictureIcon size={inline ? 16 : 32} />
      {CHOOSE_IMAGE_LABEL}
    </button>
  );
}
