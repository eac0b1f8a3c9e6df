import { useQuery } from '@apollo/client/react';
import { AdminMyRoleDocument } from '../../graphql/generated/admin';

/** Whether the signed-in admin has the Soporte role (the menu hides the money screens; the server refuses them). */
export function useIsSoporte(enabled = true): boolean {
  const { data } = useQuery(AdminMyRoleDocument, { skip: !enabled, fetchPolicy: 'cache-first' });
  return data?.myAdminRole === 'Soporte';
}
