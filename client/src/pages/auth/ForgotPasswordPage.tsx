import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useTranslation } from '../../i18n';
import { Link, useNavigate } from 'react-router-dom';
import { forgotPasswordSchema } from '../../../../schema/validation/auth';
import { formErrorContext } from '../../platform/apollo';
import { paths } from '../../platform/paths';
import { applyServerErrors, FormField, SubmitButton } from '../../components/forms';
import { useToast } from '../../components/toasts';
import { ForgotPasswordDocument } from '../../graphql/generated/graphql';
import { AuthCard } from './AuthCard';

/** Forgot password (customer spec §2.11, §4.6): one field `user`, button 'Recuperar', then home. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [forgotPassword] = useMutation(ForgotPasswordDocument, { context: formErrorContext });

  return (
    <div className="container py-5">
      <AuthCard
        title={t('auth.forgot.title')}
        intro={t('auth.forgot.intro')}
        footer={<Link to={paths.login}>{t('auth.forgot.back')}</Link>}
      >
        <Formik
          initialValues={{ user: '' }}
          validationSchema={forgotPasswordSchema}
          validateOnMount
          onSubmit={async (values, helpers) => {
            try {
              await forgotPassword({ variables: { input: forgotPasswordSchema.cast(values) } });
              toast.success(t('auth.forgot.successTitle'), t('auth.forgot.successBody'));
              navigate(paths.home);
            } catch (error) {
              applyServerErrors(error, helpers);
            }
          }}
        >
          <Form noValidate>
            <FormField name="user" label={t('auth.forgot.user')} autoComplete="username" />
            <SubmitButton>{t('auth.forgot.submit')}</SubmitButton>
          </Form>
        </Formik>
      </AuthCard>
    </div>
  );
}
