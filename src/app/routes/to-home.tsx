import { redirect } from 'react-router';
import { paths } from '../paths';

/** '' and any unknown path go to the list (docs/behaviour.md#identity-and-session). */
export const clientLoader = () => redirect(paths.home);

export default function ToHome() {
  return null;
}
