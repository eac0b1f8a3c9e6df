export { ActivityCardSkeleton, ActivityCardSkeletons } from './ActivityCardSkeleton';
