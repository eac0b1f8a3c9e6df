import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Badge, Button, Card, Form } from 'react-bootstrap';
import { STAFF_ROLES, type StaffRole } from '../../../../../schema/staff-roles';
import { inviteStaffSchema } from '../../../../../schema/validation/staff';
import { useConfirm } from '../../../components/confirm';
import { FormField } from '../../../components/forms';
import { useToast } from '../../../components/toasts';
import {
  ChangeStaffRoleDocument,
  InviteStaffDocument,
  RevokeStaffDocument,
  type StaffRole as StaffRoleEnum,
  SupplierStaffListDocument,
} from '../../../graphql/generated/supplier-day';
import { SelectField } from '../../admin/fields';
import { FormModal } from '../../admin/FormModal';
import { dateTime } from '../../admin/format';
import { errorMessage } from '../activity-tabs/tab-utils';

const ROLE_OPTIONS = (Object.keys(STAFF_ROLES) as StaffRole[]).map((role) => ({
  value: role,
  label: STAFF_ROLES[role],
}));
const toEnum = (role: StaffRole): StaffRoleEnum => (role === 'guide' ? 'GUIDE' : 'OPERATIONS');
const fromEnum = (role: StaffRoleEnum): StaffRole => (role === 'GUIDE' ? 'guide' : 'operations');
const STATUS: Record<string, { label: string; bg: string }> = {
  invited: { label: 'Invitación enviada', bg: 'warning' },
  active: { label: 'Activo', bg: 'success' },
  revoked: { label: 'Revocado', bg: 'secondary' },
};

/**
 * Equipo: the owner's staff (issue 33 §3). Invite by e-mail with a role, change a role (it applies on the member's
 * next action), revoke with confirmation (every session of the member ends at once).
 */
export function SupplierTeamPage() {
  const toast = useToast();
  const confirm = useConfirm();
  const { data, loading, refetch } = useQuery(SupplierStaffListDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [invite] = useMutation(InviteStaffDocument);
  const [changeRole] = useMutation(ChangeStaffRoleDocument);
  const [revoke] = useMutation(RevokeStaffDocument);
  const [inviting, setInviting] = useState(false);
  const members = data?.supplierStaff ?? [];

  const onRole = async (id: string, role: StaffRole) => {
    try {
      await changeRole({ variables: { id, role: toEnum(role) } });
      toast.success('Rol cambiado', `Ahora es ${STAFF_ROLES[role]}.`);
      await refetch();
    } catch (error) {
      toast.danger('No se pudo cambiar el rol', errorMessage(error));
    }
  };

  const onRevoke = async (id: string, name: string) => {
    const ok = await confirm({
      title: `¿Revocar el acceso de ${name}?`,
      body: 'Se cerrarán todas sus sesiones y no podrá volver a ingresar.',
      okText: 'Revocar',
      okVariant: 'danger',
    });
    if (!ok) return;
    try {
      await revoke({ variables: { id } });
      toast.success('Acceso revocado', `${name} ya no puede ingresar.`);
      await refetch();
    } catch (error) {
      toast.danger('No se pudo revocar', errorMessage(error));
    }
  };

  return (
    <div className="xp-team">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">Equipo</h1>
        <Button onClick={() => setInviting(true)} data-testid="team-invite">
          <i className="bi bi-person-plus me-1" aria-hidden="true" />
          Invitar
        </Button>
      </div>
      <p className="text-body-secondary">
        Guía: ve las salidas de hoy y las próximas, sus manifiestos y registra llegadas. Operaciones: todo
        salvo los datos de cobro, el estado de cuenta y el equipo.
      </p>
      {loading && !data && <p className="text-body-secondary">Cargando…</p>}
      {data && members.length === 0 && <p>Aún no invitó a nadie a su equipo.</p>}
      {members.map((m) => (
        <Card key={m.id} className="mb-2" data-testid="team-member">
          <Card.Body className="d-flex flex-column flex-md-row gap-2 align-items-md-center">
            <div className="me-auto text-break">
              <div className="fw-semibold">{m.name}</div>
              <div className="small text-body-secondary">{m.email}</div>
              <Badge bg={STATUS[m.status]?.bg ?? 'secondary'} className="mt-1">
                {STATUS[m.status]?.label ?? m.status}
              </Badge>
              {m.lastLoginAt && (
                <span className="small text-body-secondary ms-2">
                  Último ingreso: {dateTime(m.lastLoginAt)}
                </span>
              )}
            </div>
            {m.status !== 'revoked' && (
              <div className="d-flex gap-2">
                <Form.Select
                  aria-label={`Rol de ${m.name}`}
                  value={fromEnum(m.role)}
                  onChange={(e) => void onRole(m.id, e.target.value as StaffRole)}
                >
                  {ROLE_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Form.Select>
                <Button variant="outline-danger" onClick={() => void onRevoke(m.id, m.name)}>
                  Revocar
                </Button>
              </div>
            )}
          </Card.Body>
        </Card>
      ))}
      <FormModal
        show={inviting}
        title="Invitar al equipo"
        initialValues={{ name: '', email: '', role: 'guide' as StaffRole }}
        schema={inviteStaffSchema}
        onHide={() => setInviting(false)}
        submitLabel="Enviar invitación"
        testId="team-invite-form"
        onSubmit={async (values) => {
          await invite({
            variables: { input: { name: values.name, email: values.email, role: toEnum(values.role) } },
          });
          toast.success('Invitación enviada', `${values.email} recibirá el enlace para crear su contraseña.`);
          setInviting(false);
          await refetch();
        }}
      >
        <FormField name="name" label="Nombre" autoComplete="off" />
        <FormField name="email" label="Correo" type="email" autoComplete="off" />
        <SelectField name="role" label="Rol" options={ROLE_OPTIONS} />
      </FormModal>
    </div>
  );
}
