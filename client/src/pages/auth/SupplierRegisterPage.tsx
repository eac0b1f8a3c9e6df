import { useMutation } from '@apollo/client/react';
import { Form, Formik, useField } from 'formik';
import { useId } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useNavigate } from 'react-router-dom';
import {
  DEFAULT_DOCUMENT_TYPE_ID,
  DOCUMENT_TYPES,
  supplierRegisterSchema,
} from '../../../../schema/validation/auth';
import { formErrorContext } from '../../platform/apollo';
import { paths } from '../../platform/paths';
import { applyServerErrors, FormField, SubmitButton, useFieldState } from '../../components/forms';
import { useToast } from '../../components/toasts';
import { RegisterSupplierDocument } from '../../graphql/generated/graphql';
import { AuthCard } from './AuthCard';

/** Document type (V/E/J) and code side by side, as Venezuelan forms show a CI or RIF. */
function DocumentField() {
  const { t } = useTranslation();
  const id = useId();
  const [typeField, , typeHelpers] = useField<number>('documentTypeId');
  const [codeField] = useField<string>('documentCode');
  const type = useFieldState('documentTypeId');
  const code = useFieldState('documentCode');
  const messages = [type.showError && type.error, code.showError && code.error].filter(Boolean);

  return (
    <div className="mb-3">
      <label htmlFor={`${id}-code`} className="form-label">
        {t('auth.supplierRegister.documentCode')}
      </label>
      <div className={`input-group${messages.length ? ' has-validation' : ''}`}>
        <select
          id={`${id}-type`}
          name={typeField.name}
          value={typeField.value}
          onChange={(event) => void typeHelpers.setValue(Number(event.target.value))}
          onBlur={typeField.onBlur}
          className={`form-select flex-grow-0 w-auto${type.showError ? ' is-invalid' : ''}`}
          aria-label={t('auth.supplierRegister.documentType')}
        >
          {DOCUMENT_TYPES.map((documentType) => (
            <option key={documentType.id} value={documentType.id} title={documentType.name}>
              {documentType.code}
            </option>
          ))}
        </select>
        <input
          id={`${id}-code`}
          {...codeField}
          maxLength={10}
          autoComplete="off"
          className={`form-control${code.showError ? ' is-invalid' : ''}`}
          aria-invalid={code.showError || undefined}
          aria-describedby={messages.length ? `${id}-error` : undefined}
        />
        {messages.length > 0 && (
          <div id={`${id}-error`} className="invalid-feedback">
            {messages.join(' ')}
          </div>
        )}
      </div>
    </div>
  );
}

/** Supplier registration (supplier spec §2): the account waits for review by sales executives. */
export function SupplierRegisterPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [registerSupplier] = useMutation(RegisterSupplierDocument, { context: formErrorContext });

  return (
    <AuthCard
      title={t('auth.supplierRegister.title')}
      intro={t('auth.supplierRegister.intro')}
      footer={
        <>
          {t('auth.supplierRegister.haveAccount')}{' '}
          <Link to={paths.suppliers.login}>{t('auth.supplierRegister.login')}</Link>
        </>
      }
    >
      <Formik
        initialValues={{
          documentTypeId: DEFAULT_DOCUMENT_TYPE_ID as number,
          documentCode: '',
          name: '',
          legalName: '',
          email: '',
          password: '',
        }}
        validationSchema={supplierRegisterSchema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          try {
            await registerSupplier({ variables: { input: supplierRegisterSchema.cast(values) } });
            toast.success(t('auth.supplierRegister.successTitle'), t('auth.supplierRegister.successBody'));
            navigate(paths.suppliers.login);
          } catch (error) {
            applyServerErrors(error, helpers);
          }
        }}
      >
        <Form noValidate>
          <DocumentField />
          <FormField
            name="name"
            label={t('auth.supplierRegister.name')}
            autoComplete="organization"
            maxLength={124}
          />
          <FormField name="legalName" label={t('auth.supplierRegister.legalName')} maxLength={124} />
          <FormField
            name="email"
            type="email"
            label={t('auth.email')}
            autoComplete="email"
            inputMode="email"
          />
          <FormField name="password" type="password" label={t('auth.password')} autoComplete="new-password" />
          <SubmitButton>{t('auth.supplierRegister.submit')}</SubmitButton>
        </Form>
      </Formik>
    </AuthCard>
  );
}
