import type { ReactNode } from 'react';

/*
 * The player's button icons, drawn as SVG: icon characters depend on the fonts a
 * learner's system has, and a missing glyph shows as an empty box. Each button has its
 * own accessible name, so the icons are hidden from assistive technology.
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const PlayIcon = () => (
  <Icon>
    <path d="M4 2.5v11l9-5.5z" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon>
    <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />
  </Icon>
);

const SPEAKER = 'M2 6h3l4-3.5v11L5 10H2z';

export const SoundIcon = () => (
  <Icon>
    <path d={SPEAKER} />
    <path d="M11 5.2a4 4 0 0 1 0 5.6M12.8 3.5a6.5 6.5 0 0 1 0 9" stroke="currentColor" strokeWidth="1.4" fill="none" />
  </Icon>
);

export const MutedIcon = () => (
  <Icon>
    <path d={SPEAKER} />
    <path d="M11 5.5l4 5M15 5.5l-4 5" stroke="currentColor" strokeWidth="1.4" />
  </Icon>
);

export const FullScreenIcon = () => (
  <Icon>
    <path d="M2 2h5v1.6H3.6V7H2zM9 2h5v5h-1.6V3.6H9zM2 9h1.6v3.4H7V14H2zM12.4 9H14v5H9v-1.6h3.4z" />
  </Icon>
);
