// Signing out (spec sections 4 and 8). The session ends in this browser whatever
// the server answers: a 401/403/404 means it was already gone (no error shown),
// any other failure is reported with the failure toast.
import { SIGN_OUT_TOASTS } from '#shared/messages.ts';
import { reportError } from './error-report.ts';
import { setSessionUser } from './session.ts';
import { notify } from './toast.ts';

const ALREADY_SIGNED_OUT = new Set([401, 403, 404]);

export async function signOut(): Promise<void> {
  try {
    const [{ authClient }, { forgetPushSubscription }] = await Promise.all([
      import('./auth-client.ts'),
      import('./forget-push-subscription.ts'),
    ]);
    // While the session holds: this browser stops receiving the member's push notifications.
    await forgetPushSubscription();
    const clearLocally = () => {
      const session = authClient.$store.atoms.session;
      if (session) session.set({ ...session.get(), data: null, error: null, isPending: false, isRefetching: false });
      setSessionUser(null);
    };
    try {
      const { error } = await authClient.signOut();
      if (error) {
        clearLocally();
        if (!ALREADY_SIGNED_OUT.has(error.status)) throw error;
      }
    } catch (error) {
      clearLocally();
      throw error;
    }
    notify.success(SIGN_OUT_TOASTS.success);
  } catch (error) {
    setSessionUser(null);
    reportError(error, 'sign-out failed');
    notify.error(SIGN_OUT_TOASTS.failure);
  }
}
