import { useQuery } from '@apollo/client/react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Capability, SupplierRole } from '../../../../../schema/staff-roles';
import { SupplierAccessDocument } from '../../../graphql/generated/supplier-day';
import { paths } from '../../../platform/paths';

/** Which capability each portal screen needs (the server enforces the same table on its fields). */
const PATH_CAPABILITIES: [RegExp, Capability][] = [
  [/^\/suppliers\/departures(\/|$)/, 'departures'],
  [/^\/suppliers\/profile(\/|$)/, 'payoutData'],
  [/^\/suppliers\/statements(\/|$)/, 'finance'],
  [/^\/suppliers\/team(\/|$)/, 'staff'],
  [/^\/suppliers\/activity-log(\/|$)/, 'audit'],
  [/^\/suppliers\//, 'operations'],
];

export function capabilityForPath(pathname: string): Capability | undefined {
  return PATH_CAPABILITIES.find(([pattern]) => pattern.test(pathname))?.[1];
}

export interface SupplierAccessState {
  loading: boolean;
  role?: SupplierRole;
  can(capability: Capability | undefined): boolean;
}

/** The session's role in its supplier and what it may do (one query, cached for the portal's life). */
export function useSupplierAccess(): SupplierAccessState {
  const { data, loading } = useQuery(SupplierAccessDocument, { fetchPolicy: 'cache-first' });
  const capabilities = new Set(data?.supplierAccess.capabilities ?? []);
  return {
    loading: loading && !data,
    role: data?.supplierAccess.role as SupplierRole | undefined,
    can: (capability) => !capability || capabilities.has(capability),
  };
}

/** What a staff member sees on a screen their role cannot use. */
export function NoPermissionPage({ home }: { home: string }) {
  return (
    <div className="py-4" data-testid="no-permission">
      <h1 className="h4">No tiene permiso</h1>
      <Alert variant="warning">
        Su rol en el equipo del aliado no permite abrir esta pantalla. Si la necesita, pídale acceso al dueño
        de la cuenta.
      </Alert>
      <Link to={home} className="btn btn-primary">
        Volver al inicio
      </Link>
    </div>
  );
}

export const GUIDE_HOME = paths.suppliers.departures;
