export { PaymentDialog, type PaymentDialogProps } from './PaymentDialog';
export { PaymentForm, type PaymentFormProps, type PaymentMethodOption } from './PaymentForm';
