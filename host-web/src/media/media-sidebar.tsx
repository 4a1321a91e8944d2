import { mediaFilterLabel, type MediaFilterChoice } from './media-type-filters.js';

/** The type filters down the side: All Media, Images, Audio, Video and the rest of spec §9. */
export function MediaSidebar({
  filters,
  current,
  onChange,
}: {
  filters: readonly MediaFilterChoice[];
  current: MediaFilterChoice;
  onChange: (filter: MediaFilterChoice) => void;
}) {
  return (
    <nav className="media-sidebar" aria-label="Media types">
      <ul>
        {filters.map((filter) => (
          <li key={filter}>
            <button type="button" className="media-filter" aria-pressed={filter === current} onClick={() => onChange(filter)}>
              {mediaFilterLabel(filter)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
