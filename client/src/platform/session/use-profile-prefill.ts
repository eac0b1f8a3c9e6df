import { useQuery } from '@apollo/client/react';
import type { XploraOperationContext } from '../apollo';
import { isTokenValid } from './session-store';
import { useSession } from './use-session';
import { MyProfileDocument, type ProfileForm_ProfileFragment } from '../../graphql/generated/graphql';

const quiet: XploraOperationContext = { errorHandling: 'silent', quiet: true };

/**
 * The logged-in customer's profile, to prefill the attendee and payment forms; undefined for visitors,
 * guests with a shared link, staff, or while loading. Forms using it pass `enableReinitialize`.
 */
export function useProfilePrefill(enabled = true): ProfileForm_ProfileFragment | undefined {
  const { token } = useSession();
  const skip = !enabled || !isTokenValid(token, 'client');
  const { data } = useQuery(MyProfileDocument, { skip, context: quiet });
  return skip ? undefined : data?.myProfile;
}
