import type { DepartureState } from '../../../graphql/generated/supplier-day';
import { paths } from '../../../platform/paths';

/**
 * Each state of a departure in words and colour: the text is always shown, so the colour is never the only sign.
 * `variant` is a Bootstrap colour (badge and the slot's left border).
 */
export const DEPARTURE_STATE: Record<DepartureState, { label: string; variant: string; icon: string }> = {
  OPEN: { label: 'Abierta', variant: 'success', icon: 'bi-door-open' },
  FULL: { label: 'Llena', variant: 'primary', icon: 'bi-people-fill' },
  BELOW_MINIMUM: { label: 'Bajo el mínimo', variant: 'warning', icon: 'bi-exclamation-triangle' },
  CANCELLED: { label: 'Cancelada', variant: 'danger', icon: 'bi-x-octagon' },
  PAST: { label: 'Pasada', variant: 'secondary', icon: 'bi-clock-history' },
};

export const departurePath = paths.suppliers.departure;
