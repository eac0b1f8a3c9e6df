export { GuestOnly } from './GuestOnly';
export { RequireAuth } from './RequireAuth';
