import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useTranslation } from '../../i18n';
import { Link, useNavigate } from 'react-router-dom';
import { registerSchema } from '../../../../schema/validation/auth';
import { formErrorContext } from '../../platform/apollo';
import { paths } from '../../platform/paths';
import { applyServerErrors, FormField, SubmitButton } from '../../components/forms';
import { useToast } from '../../components/toasts';
import { RegisterDocument } from '../../graphql/generated/graphql';
import { AuthCard } from './AuthCard';

/** Customer registration 'Registro' (customer spec §2.11); the account is activated from the e-mail link. */
export function RegisterPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [register] = useMutation(RegisterDocument, { context: formErrorContext });

  return (
    <div className="container py-5">
      <AuthCard
        title={t('auth.register.title')}
        footer={
          <>
            {t('auth.register.haveAccount')} <Link to={paths.login}>{t('auth.register.login')}</Link>
          </>
        }
      >
        <Formik
          initialValues={{ name: '', email: '', password: '' }}
          validationSchema={registerSchema}
          validateOnMount
          onSubmit={async (values, helpers) => {
            try {
              await register({ variables: { input: registerSchema.cast(values) } });
              toast.success(t('auth.register.successTitle'), t('auth.register.successBody'));
              navigate(paths.login);
            } catch (error) {
              applyServerErrors(error, helpers);
            }
          }}
        >
          <Form noValidate>
            <FormField name="name" label={t('auth.register.name')} autoComplete="name" maxLength={124} />
            <FormField
              name="email"
              type="email"
              label={t('auth.email')}
              autoComplete="email"
              inputMode="email"
            />
            <FormField
              name="password"
              type="password"
              label={t('auth.password')}
              autoComplete="new-password"
            />
            <SubmitButton>{t('auth.register.submit')}</SubmitButton>
          </Form>
        </Formik>
      </AuthCard>
    </div>
  );
}
