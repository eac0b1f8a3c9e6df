import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useTranslation } from '../../i18n';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { recoverPasswordSchema } from '../../../../schema/validation/auth';
import { formErrorContext } from '../../platform/apollo';
import { paths } from '../../platform/paths';
import { applyServerErrors, FormField, SubmitButton } from '../../components/forms';
import { useToast } from '../../components/toasts';
import { RecoverPasswordDocument } from '../../graphql/generated/graphql';
import { AuthCard } from './AuthCard';

/** Reset password with the e-mailed token `?t=` (customer spec §2.11); without it, back to home. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('t');
  const [recoverPassword] = useMutation(RecoverPasswordDocument, { context: formErrorContext });

  if (!token) return <Navigate to={paths.home} replace />;

  return (
    <div className="container py-5">
      <AuthCard
        title={t('auth.recover.title')}
        footer={
          <>
            {t('auth.recover.noAccount')} <Link to={paths.register}>{t('auth.recover.register')}</Link>
          </>
        }
      >
        <Formik
          initialValues={{ token, password: '' }}
          validationSchema={recoverPasswordSchema}
          validateOnMount
          onSubmit={async (values, helpers) => {
            try {
              await recoverPassword({ variables: { input: recoverPasswordSchema.cast(values) } });
              toast.success(t('auth.recover.successTitle'), t('auth.recover.successBody'));
              navigate(paths.login, { replace: true });
            } catch (error) {
              applyServerErrors(error, helpers);
            }
          }}
        >
          <Form noValidate>
            <input type="hidden" name="token" value={token} />
            <FormField
              name="password"
              type="password"
              label={t('auth.recover.password')}
              autoComplete="new-password"
            />
            <SubmitButton>{t('auth.recover.submit')}</SubmitButton>
          </Form>
        </Formik>
      </AuthCard>
    </div>
  );
}
