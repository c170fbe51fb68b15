import { rememberedUsername } from './remember-me.ts';
import { local, storageKeys } from './storage.ts';

/**
 * Whether this device has seen a sign-in before (or still remembers a username): the login popup
 * then says "Welcome back" and leaves out the "New here?" prompt; a first-time visitor is
 * welcomed and invited to sign up.
 */
export function isReturningVisitor(): boolean {
  return local.get(storageKeys.signedInBefore) === '1' || rememberedUsername() !== '';
}
