import { useState } from 'react';
import { CreateAccountPrompt } from './create-account-prompt.js';
import { GuestPopup } from './guest-popup.js';
import { isGuestWelcomeClosed } from './guest-welcome.js';
import type { ShellUser } from './shell-types.js';

export interface GuestPromptsProps {
  /** The signed-in user; the prompts show only for a guest. */
  readonly user: ShellUser | null | undefined;
  /** The section the guest is in, for the prompts' links. */
  readonly sectionSlug?: string;
}

/**
 * A guest's prompts, one at a time (delivery §2, §4): the welcome first, and the floating
 * 'Save your progress' prompt only once the welcome is closed, for the session or for good.
 */
export function GuestPrompts({ user, sectionSlug }: GuestPromptsProps) {
  const [welcomeClosed, setWelcomeClosed] = useState(isGuestWelcomeClosed);
  if (!user?.isGuest) return null;
  return welcomeClosed ? (
    <CreateAccountPrompt user={user} sectionSlug={sectionSlug} />
  ) : (
    <GuestPopup user={user} sectionSlug={sectionSlug} onClose={() => setWelcomeClosed(true)} />
  );
}
