import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/**
 * Fills the form's fields that are still empty and untouched once `values` arrive (e.g. the customer's profile
 * loading after the form mounted), without ever overwriting what the user typed. Keys the form does not have
 * are ignored, so a whole profile object can be passed.
 */
export function PrefillFields({ values }: { values?: object | null }) {
  const { values: current, touched, setValues } = useFormikContext<Record<string, unknown>>();
  const key = values ? JSON.stringify(values) : '';
  useEffect(() => {
    if (!values) return;
    const filled: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(values)) {
      if (!(name in current) || typeof value !== 'string' || !value) continue;
      if (!current[name] && !touched[name]) filled[name] = value;
    }
    // One update and one validation: a validation per field would race, and a stale one could win.
    if (Object.keys(filled).length) void setValues({ ...current, ...filled }, true);
    // Only when different prefill values arrive; later typing must not re-trigger it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
