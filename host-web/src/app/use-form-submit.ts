import { useState, type FormEvent } from 'react';
import { errorMessage } from './error-message.js';

/** A form's submit handler around an async action, with its busy flag and failure text. */
export function useFormSubmit(action: () => Promise<void>) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, submit };
}
