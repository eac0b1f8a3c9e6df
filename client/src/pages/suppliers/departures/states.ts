import type { DepartureState } from '../../../graphql/generated/supplier-day';
import { paths } from '../../../platform/paths';

interface StateLook {
  label: string;
  icon: string;
  /** The tinted badge (the build keeps only the classes written out whole in the source). */
  badge: string;
  /** The slot's coloured left border. */
  border: string;
  /** The compact slot's background and the legend's dot. */
  tint: string;
  dot: string;
}

/** Each state of a departure in words, icon and colour: the word is always shown, so colour is never the only sign. */
export const DEPARTURE_STATE: Record<DepartureState, StateLook> = {
  OPEN: {
    label: 'Abierta',
    icon: 'bi-door-open',
    badge: 'bg-success-subtle text-success-emphasis border border-success-subtle',
    border: 'border-success',
    tint: 'bg-success-subtle',
    dot: 'bg-success',
  },
  FULL: {
    label: 'Llena',
    icon: 'bi-people-fill',
    badge: 'bg-primary-subtle text-primary-emphasis border border-primary-subtle',
    border: 'border-primary',
    tint: 'bg-primary-subtle',
    dot: 'bg-primary',
  },
  BELOW_MINIMUM: {
    label: 'Bajo el mínimo',
    icon: 'bi-exclamation-triangle',
    badge: 'bg-warning-subtle text-warning-emphasis border border-warning-subtle',
    border: 'border-warning',
    tint: 'bg-warning-subtle',
    dot: 'bg-warning',
  },
  CANCELLED: {
    label: 'Cancelada',
    icon: 'bi-x-octagon',
    badge: 'bg-danger-subtle text-danger-emphasis border border-danger-subtle',
    border: 'border-danger',
    tint: 'bg-danger-subtle',
    dot: 'bg-danger',
  },
  PAST: {
    label: 'Pasada',
    icon: 'bi-clock-history',
    badge: 'bg-secondary-subtle text-secondary-emphasis border border-secondary-subtle',
    border: 'border-secondary',
    tint: 'bg-secondary-subtle',
    dot: 'bg-secondary',
  },
};

export const departurePath = paths.suppliers.departure;
