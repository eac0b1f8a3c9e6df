import type { ActivityDetailQuery } from '../../graphql/generated/graphql';

export type BookingPanelActivity = ActivityDetailQuery['activity'];

/**
 * The activity page's booking side panel (customer spec §4.3): dates, time slots, price lines and the cart and
 * offline buttons, or a login button for visitors. Built by the booking issue; until then it renders nothing.
 */
export function BookingPanelSlot(_props: { activity: BookingPanelActivity }) {
  return null;
}
