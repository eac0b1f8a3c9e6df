export { CommentsTab } from './CommentsTab';
export { DetailsTab, FaqTab, HighlightsTab, UnsuitablesTab } from './DetailTabs';
export { PricesTab } from './PricesTab';
export { ReservationsTab } from './ReservationsTab';
export { ManifestTab } from './ManifestTab';
