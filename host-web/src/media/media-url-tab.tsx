import { isSafeUrl } from '@quire/core';
import { MEDIA_URL_PLACEHOLDER } from './media-messages.js';

/** An address typed in the External URL tab, or `undefined` when it is empty or unsafe. */
export function typedMediaUrl(text: string): string | undefined {
  const url = text.trim();
  return url !== '' && isSafeUrl(url) ? url : undefined;
}

/** The picker's External URL tab: one field for an address outside the library. */
export function MediaUrlTab({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const unsafe = value.trim() !== '' && typedMediaUrl(value) === undefined;
  return (
    <div className="media-url-tab">
      <label>
        Media URL
        <input type="url" placeholder={MEDIA_URL_PLACEHOLDER} value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
      {unsafe ? <p role="alert">This address is not allowed.</p> : null}
    </div>
  );
}
