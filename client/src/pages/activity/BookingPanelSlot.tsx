import type { ActivityDetailQuery } from '../../graphql/generated/graphql';
import { BookingPanel } from './booking-panel/BookingPanel';

export type BookingPanelActivity = ActivityDetailQuery['activity'];

/**
 * The activity page's booking side panel (customer spec §4.3): dates, time slots, price lines and the cart and
 * offline buttons, or a login button for visitors.
 */
export function BookingPanelSlot({ activity }: { activity: BookingPanelActivity }) {
  return <BookingPanel activityId={activity.id} />;
}
