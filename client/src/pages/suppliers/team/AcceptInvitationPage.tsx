import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { Alert } from 'react-bootstrap';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { STAFF_ROLES } from '../../../../../schema/staff-roles';
import { acceptStaffInvitationSchema } from '../../../../../schema/validation/staff';
import { applyServerErrors, FormField, SubmitButton } from '../../../components/forms';
import { useToast } from '../../../components/toasts';
import {
  AcceptStaffInvitationDocument,
  StaffInvitationDocument,
} from '../../../graphql/generated/supplier-day';
import { formErrorContext } from '../../../platform/apollo';
import { paths } from '../../../platform/paths';
import { AuthCard } from '../../auth/AuthCard';
import { errorMessage } from '../activity-tabs/tab-utils';

/** The link of a team invitation (`?t=`): shows who invites and as what, and sets the member's password. */
export function AcceptInvitationPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('t');
  const { data, loading, error } = useQuery(StaffInvitationDocument, {
    variables: { token: token ?? '' },
    skip: !token,
  });
  const [accept] = useMutation(AcceptStaffInvitationDocument, { context: formErrorContext });
  if (!token) return <Navigate to={paths.suppliers.login} replace />;
  const invitation = data?.staffInvitation;

  return (
    <div className="container py-5">
      <AuthCard
        title="Únase al equipo"
        footer={
          <>
            ¿Ya tiene su contraseña? <Link to={paths.suppliers.login}>Ingrese</Link>
          </>
        }
      >
        {loading && <p className="text-body-secondary">Cargando…</p>}
        {error && <Alert variant="danger">{errorMessage(error)}</Alert>}
        {invitation && (
          <>
            <p data-testid="invitation-summary">
              <strong>{invitation.supplierName}</strong> lo invitó a su equipo con el rol{' '}
              <strong>{STAFF_ROLES[invitation.role === 'GUIDE' ? 'guide' : 'operations']}</strong>. Su usuario
              es <strong>{invitation.email}</strong>; elija su contraseña.
            </p>
            <Formik
              initialValues={{ token, password: '' }}
              validationSchema={acceptStaffInvitationSchema}
              validateOnMount
              onSubmit={async (values, helpers) => {
                try {
                  await accept({ variables: { token: values.token, password: values.password } });
                  toast.success('Invitación aceptada', 'Ingrese con su correo y la contraseña que eligió.');
                  navigate(paths.suppliers.login, { replace: true });
                } catch (err) {
                  applyServerErrors(err, helpers);
                }
              }}
            >
              <Form noValidate>
                <FormField name="password" type="password" label="Contraseña" autoComplete="new-password" />
                <SubmitButton>Aceptar y crear mi contraseña</SubmitButton>
              </Form>
            </Formik>
          </>
        )}
      </AuthCard>
    </div>
  );
}
