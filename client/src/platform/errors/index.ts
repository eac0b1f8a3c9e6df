export {
  classifyError,
  fieldErrors,
  isNotFoundError,
  type ClassifiedError,
  type ErrorKind,
} from './classify-error';
export { reportError, type CatalogueDeps, type ErrorHandling } from './error-catalogue';
