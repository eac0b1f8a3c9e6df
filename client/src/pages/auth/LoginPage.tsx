import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { customerLoginSchema } from '../../../../schema/validation/auth';
import { afterLoginPath } from '../../platform/after-login';
import { formErrorContext } from '../../platform/apollo';
import { paths } from '../../platform/paths';
import { useSession } from '../../platform/session';
import { applyServerErrors, FormField, SubmitButton } from '../../components/forms';
import { useToast } from '../../components/toasts';
import { LoginDocument, VerifyEmailDocument } from '../../graphql/generated/graphql';
import { AuthCard } from './AuthCard';
import { useRouteScope } from './use-route-scope';
import { welcomeToast } from './welcome';

/** `?activate=<token>` (the link of the activation e-mail): confirms the address once, then drops the parameter. */
function useActivation() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const token = params.get('activate');
  const started = useRef(false);
  const [verifyEmail] = useMutation(VerifyEmailDocument, { context: formErrorContext });

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail({ variables: { token } })
      .then(({ data }) => {
        if (data?.verifyEmail) toast.success(t('auth.login.activated'), t('auth.login.activatedBody'));
      })
      .catch(() => {
        // The catalogue already showed the server's message.
      })
      .finally(() =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('activate');
            return next;
          },
          { replace: true },
        ),
      );
  }, [token, verifyEmail, setParams, t, toast]);
}

/** Customer login 'Ingrese' (customer spec §2.11). */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const scope = useRouteScope('client');
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [login] = useMutation(LoginDocument, { context: formErrorContext });
  useActivation();

  // A reset link that landed on the login screen: carry its token to the reset screen.
  const resetToken = params.get('t');
  if (resetToken) return <Navigate to={`${paths.recover}?t=${encodeURIComponent(resetToken)}`} replace />;

  return (
    <div className="container py-5">
      <AuthCard
        title={t('auth.login.title')}
        footer={
          <>
            {t('auth.login.noAccount')} <Link to={paths.register}>{t('auth.login.register')}</Link>
          </>
        }
      >
        <Formik
          initialValues={{ email: '', password: '' }}
          validationSchema={customerLoginSchema}
          validateOnMount
          onSubmit={async (values, helpers) => {
            try {
              const { data } = await login({ variables: { input: customerLoginSchema.cast(values) } });
              if (!data) return;
              session.login(data.login);
              welcomeToast(data.login.user);
              navigate(afterLoginPath(scope, location.state), { replace: true });
            } catch (error) {
              applyServerErrors(error, helpers);
            }
          }}
        >
          <Form noValidate>
            <FormField
              name="email"
              type="email"
              label={t('auth.email')}
              autoComplete="username"
              inputMode="email"
            />
            <FormField
              name="password"
              type="password"
              label={t('auth.password')}
              autoComplete="current-password"
            />
            <div className="text-end mb-3">
              <Link to={paths.forgot} className="small">
                {t('auth.login.forgot')}
              </Link>
            </div>
            <SubmitButton>{t('auth.login.submit')}</SubmitButton>
          </Form>
        </Formik>
      </AuthCard>
    </div>
  );
}
