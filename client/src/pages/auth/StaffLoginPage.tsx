import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useTranslation } from '../../i18n';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { staffLoginSchema } from '../../../../schema/validation/auth';
import { afterLoginPath } from '../../platform/after-login';
import { formErrorContext } from '../../platform/apollo';
import { paths } from '../../platform/paths';
import { useSession } from '../../platform/session';
import { applyServerErrors, FormField, SubmitButton } from '../../components/forms';
import { StaffLoginDocument, type UserRole } from '../../graphql/generated/graphql';
import { AuthCard } from './AuthCard';
import { useRouteScope } from './use-route-scope';
import { welcomeToast } from './welcome';

/** GraphQL's UserRole value for each staff scope. */
const STAFF_ROLE: Record<'supplier' | 'admin', UserRole> = { supplier: 'Supplier', admin: 'Admin' };

/**
 * Supplier and admin login: one screen, the scope from the route data (supplier spec §2 'Login').
 * The supplier variant links to /forgot and /suppliers/register.
 */
export function StaffLoginPage() {
  const { t } = useTranslation();
  const routeScope = useRouteScope('supplier');
  const scope = routeScope === 'admin' ? 'admin' : 'supplier';
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [staffLogin] = useMutation(StaffLoginDocument, { context: formErrorContext });
  const isSupplier = scope === 'supplier';

  return (
    <AuthCard
      title={t(isSupplier ? 'auth.staff.supplierTitle' : 'auth.staff.adminTitle')}
      footer={
        isSupplier ? (
          <>
            {t('auth.staff.noAccount')} <Link to={paths.suppliers.register}>{t('auth.staff.register')}</Link>
          </>
        ) : undefined
      }
    >
      <Formik
        initialValues={{ username: '', password: '' }}
        validationSchema={staffLoginSchema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          try {
            const input = { ...staffLoginSchema.cast(values), scope: STAFF_ROLE[scope] };
            const { data } = await staffLogin({ variables: { input } });
            if (!data) return;
            session.login(data.staffLogin);
            welcomeToast(data.staffLogin.user);
            navigate(afterLoginPath(scope, location.state), { replace: true });
          } catch (error) {
            applyServerErrors(error, helpers);
          }
        }}
      >
        <Form noValidate>
          <FormField name="username" label={t('auth.staff.username')} autoComplete="username" />
          <FormField
            name="password"
            type="password"
            label={t('auth.password')}
            autoComplete="current-password"
          />
          {isSupplier && (
            <div className="text-end mb-3">
              <Link to={paths.forgot} className="small">
                {t('auth.staff.forgot')}
              </Link>
            </div>
          )}
          <SubmitButton>{t('auth.staff.submit')}</SubmitButton>
        </Form>
      </Formik>
    </AuthCard>
  );
}
