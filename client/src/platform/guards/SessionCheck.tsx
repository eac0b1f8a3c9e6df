import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { MeDocument } from '../../graphql/generated/graphql';
import type { XploraOperationContext } from '../apollo';
import { sessionStore } from '../session';

const quiet: XploraOperationContext = { quiet: true };

/**
 * On entering a login-required area, asks the server who the token belongs to: a revoked or expired token
 * answers UNAUTHENTICATED and the error catalogue logs out; otherwise the stored user is refreshed (e.g. a
 * supplier activated since logging in).
 */
export function SessionCheck() {
  const { data } = useQuery(MeDocument, { fetchPolicy: 'network-only', context: quiet });
  useEffect(() => {
    if (!data) return;
    if (data.me) sessionStore.updateUser(data.me);
    else sessionStore.clear();
  }, [data]);
  return null;
}
