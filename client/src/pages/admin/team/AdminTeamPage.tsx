import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Form } from 'react-bootstrap';
import { useConfirm } from '../../../components/confirm';
import { useToast } from '../../../components/toasts';
import { AdminSetRoleDocument, AdminTeamDocument, type AdminRole } from '../../../graphql/generated/admin';
import { useSession } from '../../../platform/session';
import { useIsSoporte } from '../admin-role';
import { reported } from '../cache';
import { dateTime } from '../format';

const ROLES: Record<AdminRole, { label: string; hint: string }> = {
  Administrador: { label: 'Administrador', hint: 'Todo, incluido el dinero y el equipo.' },
  Soporte: {
    label: 'Soporte',
    hint: 'Lee todo salvo el dinero y modera opiniones; no confirma pagos, reembolsos ni liquidaciones.',
  },
};

/** "Equipo Xplora": the admins and their roles; an Administrador changes another's role. */
export function AdminTeamPage() {
  const { user } = useSession();
  const soporte = useIsSoporte();
  const confirm = useConfirm();
  const toast = useToast();
  const { data, loading, error } = useQuery(AdminTeamDocument, { fetchPolicy: 'cache-and-network' });
  const [setRole, { loading: saving }] = useMutation(AdminSetRoleDocument);

  const change = async (id: string, name: string, role: AdminRole) => {
    if (!(await confirm({ body: `${name} pasará a tener el rol ${ROLES[role].label}. ${ROLES[role].hint}` })))
      return;
    await reported(async () => {
      await setRole({ variables: { id, role } });
      toast.success('Rol cambiado');
    });
  };

  return (
    <section>
      <h1 className="h3">Equipo Xplora</h1>
      <ul className="small text-body-secondary">
        {Object.values(ROLES).map((r) => (
          <li key={r.label}>
            <strong>{r.label}:</strong> {r.hint}
          </li>
        ))}
      </ul>
      {error && (
        <p className="alert alert-danger" role="alert">
          No se pudo cargar el equipo.
        </p>
      )}
      {loading && !data && <p className="text-body-secondary">Cargando…</p>}
      <ul className="list-group" data-testid="admin-team">
        {data?.adminTeam.map((member) => {
          const self = String(member.id) === String(user?.id);
          return (
            <li key={member.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <div className="me-auto">
                <div className="fw-semibold">
                  {member.name} {self && <Badge bg="secondary">Usted</Badge>}
                </div>
                <div className="small text-body-secondary text-break">{member.email}</div>
                <div className="small text-body-secondary">
                  Último ingreso: {dateTime(member.lastLoginAt)}
                </div>
              </div>
              {soporte || self ? (
                <Badge bg={member.role === 'Soporte' ? 'info' : 'primary'}>{ROLES[member.role].label}</Badge>
              ) : (
                <Form.Select
                  size="sm"
                  className="w-auto"
                  aria-label={`Rol de ${member.name}`}
                  value={member.role}
                  disabled={saving}
                  onChange={(e) => void change(member.id, member.name, e.target.value as AdminRole)}
                >
                  {Object.entries(ROLES).map(([value, r]) => (
                    <option key={value} value={value}>
                      {r.label}
                    </option>
                  ))}
                </Form.Select>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
