import { COPY_TEXT_ATTRIBUTES } from '@quire/plugin-sdk/delivery';

/** How long the status keeps its confirmation before it empties again. */
const STATUS_MS = 5000;

/**
 * Makes the plugins' copy buttons (`CopyTextButton`) work anywhere in the document: one
 * listener copies the text of the element a button names and writes the outcome in its
 * status. Installed as the app starts, so a click the boot script held while the app
 * loaded is made again on a working button, and content whose server HTML the app kept
 * needs no script of its own.
 */
export function installCopyTextButtons(document: Document, clipboard: () => Clipboard | undefined = () => navigator.clipboard): void {
  const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`button[${COPY_TEXT_ATTRIBUTES.target}]`) : null;
    if (!button) return;
    const text = document.getElementById(button.getAttribute(COPY_TEXT_ATTRIBUTES.target) ?? '')?.textContent;
    const status = document.getElementById(button.getAttribute(COPY_TEXT_ATTRIBUTES.status) ?? '');
    const say = (attribute: string) => {
      if (!status) return;
      status.textContent = button.getAttribute(attribute) ?? '';
      clearTimeout(timers.get(status));
      timers.set(status, setTimeout(() => (status.textContent = ''), STATUS_MS));
    };
    const writing = text == null ? undefined : clipboard()?.writeText(text);
    if (!writing) return say(COPY_TEXT_ATTRIBUTES.failed);
    writing.then(
      () => say(COPY_TEXT_ATTRIBUTES.copied),
      () => say(COPY_TEXT_ATTRIBUTES.failed),
    );
  });
}
